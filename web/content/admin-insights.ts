// The words of filmmaker insight's admin screens (docs/product.md#filmmaker-insight): a film's insight
// (/admin/movies/{id}/insights) and where the whole catalogue's visitors came from (/admin/insights). The server's
// own texts (a bad period, an unknown film) are in common/messages/insights.ts and are shown as they come.
import { DIRECT_SOURCE, PRIVATE_SOURCE } from '../../common/insights.ts';

export type InsightPreset = 'week' | 'month' | 'quarter' | 'year';
/** A period picked by its days, none of the presets. */
export type InsightPresetChoice = InsightPreset | 'custom';

const countText = (value: number) => value.toLocaleString('en-US');

/** The period picker both screens share: two days and the usual periods. */
export const insightPeriodContent = {
  legend: 'Period',
  from: 'From',
  to: 'To',
  presets: ['week', 'month', 'quarter', 'year'] as const satisfies readonly InsightPreset[],
  /** 'custom' is never a choice of its own: none of the presets shows as chosen then. */
  presetLabels: {
    week: 'Last 7 days',
    month: 'Last 30 days',
    quarter: 'Last 90 days',
    year: 'Last 12 months',
    custom: 'Chosen days',
  } satisfies Record<InsightPresetChoice, string>,
  presetsLegend: 'Quick periods',
  /** 'Nov 1, 2026 – Nov 28, 2026, in the studio's time zone'. */
  shown: (from: string, to: string) => `${from} – ${to}, days in the studio's time zone, both included`,
} as const;

/** The words of the tables both screens share. */
export const insightTableContent = {
  source: 'Source',
  country: 'Country',
  visits: 'Visits',
  payments: 'Payments',
  revenue: 'Revenue',
  conversion: 'Conversion',
  /** A source's visits that paid: '—' when there were no visits. */
  noConversion: '—',
  directSource: 'Direct',
  privateSource: 'Private (GPC/DNT)',
  unknownCountry: 'Unknown',
  /** The tables' captions, told apart from the headings above them (each table scrolls in a region of its own name). */
  sourcesCaption: 'Visits, payments and revenue by source',
  countriesCaption: 'Visits, payments and revenue by country',
  sourcesHint:
    'A source is the campaign named in the link (utm_source), else the site that sent the visitor, else Direct. Visitors whose browser asks not to be tracked (Global Privacy Control or Do Not Track) are counted as Private (GPC/DNT), never with where they came from. Revenue is what was paid less refunds.',
  noSources: 'No visits in this period yet.',
  noCountries: 'No visits in this period yet.',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading...',
  downloadFailed: 'Failed to download the CSV',
  count: countText,
} as const;

/** A source as the tables name it: 'Direct' and 'Private (GPC/DNT)' for the two the server reserves. */
export function sourceName(source: string): string {
  if (source === DIRECT_SOURCE) return insightTableContent.directSource;
  if (source === PRIVATE_SOURCE) return insightTableContent.privateSource;
  return source;
}

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** 'FR' -> 'France'; '' -> 'Unknown'; a code no name is known for stays as it is. */
export function countryName(country: string): string {
  if (country === '') return insightTableContent.unknownCountry;
  try {
    return regionNames?.of(country.toUpperCase()) ?? country;
  } catch {
    // Not a region code Intl accepts: the code itself says more than nothing.
    return country;
  }
}

/** A percentage as the screens write it: '42%', '7.5%', '0%' (one decimal only under 10 %). */
export function percentFigure(percent: number): string {
  return `${percent >= 10 || Number.isInteger(percent) ? Math.round(percent) : percent.toFixed(1)}%`;
}

/** `part`'s share of `whole`: '42%'; '—' when there is no whole to share. */
export function percentText(part: number, whole: number): string {
  return whole > 0 ? percentFigure((part / whole) * 100) : insightTableContent.noConversion;
}

/** A film's insight, /admin/movies/{id}/insights. */
export const movieInsightContent = {
  /** The Movies list's row menu item, and the document title's screen name. */
  menuItem: 'Insight',
  title: (title: string) => `Insight: ${title}`,
  /** The heading until the film's title is known (or when it cannot be). */
  untitled: 'Insight',
  intro: 'How visitors found this film, how many paid, and how much of it they watched.',
  backToMovies: 'Back to Movies',
  loading: 'Loading insight...',
  loadFailed: 'Failed to load insight',
  emptyTitle: 'No visits in this period yet',
  emptyHint: 'Once visitors open the film’s page, watch its trailer or rent it, their figures show here.',
  funnel: {
    title: 'From visit to last scene',
    hint: 'Each step with its share of the step before.',
    steps: {
      page_views: 'Page views',
      trailer_plays: 'Trailer plays',
      checkouts: 'Checkouts started',
      payments: 'Paid',
      starts: 'Started watching',
      finishes: 'Finished',
    },
    /** Each step as the next one counts from it: '25% of page views', '89% of payments'. */
    stepNouns: {
      page_views: 'page views',
      trailer_plays: 'trailer plays',
      checkouts: 'checkouts started',
      payments: 'payments',
      starts: 'rentals started',
      finishes: 'finishes',
    },
    ofPrevious: (percent: string, previous: string) => `${percent} of ${previous}`,
    first: 'Where the funnel starts',
  },
  completion: {
    title: 'How far viewers watched',
    hint: 'Of the rentals whose viewer started the film, the share that reached each point of it.',
    pointHeading: 'Point in the film',
    point: (percent: number) => `${percent}%`,
    reached: 'Share of starters',
    chartLabel: (started: number, finished: string) =>
      `Chart of how far viewers watched: of ${countText(started)} ${started === 1 ? 'rental' : 'rentals'} started, ${finished} reached 95% of the film. The figures are in the table that follows.`,
    caption: 'Share of starters who reached each point of the film',
    showTable: 'Show the figures as a table',
    minutesWatched: 'Minutes watched',
    minutesHint: 'Minutes actually played, skipping not counted.',
    noStarts: 'Nobody started the film in this period.',
  },
  sourcesTitle: 'Where visitors came from',
  countriesTitle: 'Countries',
  countriesHint: 'Told from the visitor’s connection; Unknown when it could not be.',
} as const;

/** The whole catalogue's sources, /admin/insights. */
export const sourcesInsightContent = {
  /** The sidebar's entry and the document title's screen name. */
  navLabel: 'Insight',
  title: 'Insight',
  intro: 'Where the catalogue’s visitors came from, and which sources brought payments.',
  loading: 'Loading insight...',
  loadFailed: 'Failed to load insight',
  emptyTitle: 'No visits in this period yet',
  emptyHint: 'Once visitors open a film’s page, their sources show here.',
  tableTitle: 'Sources',
} as const;
