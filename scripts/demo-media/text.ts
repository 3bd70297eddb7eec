// Text: librsvg ignores textLength, so titles are fitted by measuring the rendered ink with sharp.
import sharp from 'sharp';
import { FONT } from './config.ts';
import { esc, n1 } from './util.ts';

/** How a text is set: `spacing` is letter-spacing in em; `stretch` e.g. 'condensed'. */
export interface Font {
  family?: string;
  weight?: string | number;
  style?: string;
  spacing?: number;
  stretch?: string;
}

export interface TextOptions extends Font {
  x: number;
  y: number;
  size: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  filter?: string;
}

/** <text> element. */
export function textSvg(text: string, o: TextOptions): string {
  const { x, y, size, family = FONT.sans, weight = 'normal', style = 'normal', spacing = 0, stretch = 'normal' } = o;
  const { fill = '#fff', anchor = 'middle', opacity = 1, filter = '' } = o;
  const ls = spacing * size;
  // letter-spacing also follows the last glyph: shift centred text back so it stays optically centred
  const dx = anchor === 'middle' ? ls / 2 : anchor === 'end' ? ls : 0;
  return (
    `<text x="${n1(x + dx)}" y="${n1(y)}" font-family="${family}" font-size="${n1(size)}" font-weight="${weight}" ` +
    `font-style="${style}" font-stretch="${stretch}" letter-spacing="${n1(ls)}" text-anchor="${anchor}" ` +
    `fill="${fill}" opacity="${opacity}"${filter ? ` filter="${filter}"` : ''}>${esc(text)}</text>`
  );
}

const inkWidths = new Map<string, number>();
/** Width in px of the rendered text at font size 100. */
export async function inkWidth(text: string, font: Font): Promise<number> {
  const key = JSON.stringify([text, font]);
  if (!inkWidths.has(key)) {
    const size = 100;
    const w = Math.ceil(text.length * size * 1.6 + 200);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${size * 2}"><rect width="100%" height="100%" fill="#fff"/>` +
      `${textSvg(text, { ...font, size, x: 50, y: size * 1.4, anchor: 'start', fill: '#000' })}</svg>`;
    const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
    inkWidths.set(key, info.width);
  }
  return inkWidths.get(key) as number;
}

/** Largest font size (<= maxSize) at which `text` fits in maxWidth. */
export async function fitSize(text: string, font: Font, maxWidth: number, maxSize: number): Promise<number> {
  return Math.min(maxSize, Math.floor((100 * maxWidth) / (await inkWidth(text, font))));
}

export const SERIF_BOLD: Font = { family: FONT.serif, weight: 'bold', spacing: 0.04 };
export const SANS_BOLD: Font = { family: FONT.sans, weight: 'bold', spacing: 0.02 };
