// The colours and font a canvas chart draws with, read from the site's CSS variables (web/styles/tokens.css) on
// the chart's own element, so the chart follows the theme (and any colour scheme the tokens define).

export interface ChartTheme {
  /** Axis labels. */
  text: string;
  /** Grid lines and ticks. */
  grid: string;
  /** Canvas font of the axis labels. */
  font: string;
}

const FALLBACKS = {
  '--color-text-subtle': '#928677',
  '--color-border': '#2d2520',
  '--font-sans': 'system-ui, sans-serif',
} as const;

/** A CSS custom property's value on `element` ('' when unset). */
export function cssVariable(element: Element, name: string, fallback = ''): string {
  const value = getComputedStyle(element).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

export function readChartTheme(element: Element): ChartTheme {
  return {
    text: cssVariable(element, '--color-text-subtle', FALLBACKS['--color-text-subtle']),
    grid: cssVariable(element, '--color-border', FALLBACKS['--color-border']),
    font: `12px ${cssVariable(element, '--font-sans', FALLBACKS['--font-sans'])}`,
  };
}

/** '#f5a524' at 0.35 -> 'rgb(245 165 36 / 0.35)'; a colour in any other notation is returned as it is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return color;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red} ${green} ${blue} / ${alpha})`;
}

/** Media features that change the tokens' values: a chart redraws when one of them flips. */
export const THEME_MEDIA_QUERIES = ['(prefers-color-scheme: dark)', '(prefers-contrast: more)'] as const;
