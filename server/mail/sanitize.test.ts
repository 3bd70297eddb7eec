// The inline styles an admin's HTML keeps (docs/decisions/0014 "Delivery and rendering"): each property has a
// pattern of allowed values, and on top of it no value may run or load anything, however it is spelt.
import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './sanitize.ts';

const PUBLIC_URL = 'https://studio.example';

/** The style attribute the sanitiser keeps on a paragraph styled `style`, or undefined when it keeps none. */
function keptStyle(style: string): string | undefined {
  const html = sanitizeEmailHtml(`<p style="${style}">x</p>`, PUBLIC_URL);
  return /^<p style="([^"]*)">x<\/p>$/.exec(html)?.[1];
}

// Every property the sanitiser allows, so a value refused for one is tried on all of them.
const PROPERTIES = [
  'color', 'background-color', 'text-align', 'vertical-align', 'font-weight', 'font-style', 'font-size', 'font-family',
  'line-height', 'text-decoration', 'letter-spacing', 'width', 'height', 'max-width', 'margin', 'margin-top',
  'margin-bottom', 'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right', 'border', 'border-top',
  'border-bottom', 'border-collapse', 'border-radius',
];

describe('inline styles that could run or load something', () => {
  it.each([
    ['an expression()', '1px solid expression(alert(1))'],
    ['an expression() in capitals', '1px solid EXPRESSION(alert(1))'],
    ['an expression with a space before its bracket', '1px solid expression (alert(1))'],
    ['an expression() spelt with a CSS escape', '1px solid \\65xpression(alert(1))'],
    ['an expression() spelt with an escaped letter', '1px solid e\\xpression(alert(1))'],
    ['an expression() cut by a comment', '1px solid expr/**/ession(alert(1))'],
    ['a url()', 'url(tracker.gif)'],
    ['a URL() in capitals, with spaces', '1px solid URL( tracker.gif )'],
    ['a url() spelt with a CSS escape', '1px solid u\\72l(tracker.gif)'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['any function but a colour', '1px solid image-set(a 1x)'],
    ['a vbscript: address', 'vbscript:msgbox(1)'],
  ])('refuses %s in a border, and on every other property', (_trick, value) => {
    expect(keptStyle(`border:${value}`)).toBeUndefined();
    for (const property of PROPERTIES) expect(keptStyle(`${property}:${value}`), property).toBeUndefined();
  });

  it('refuses what the HTML spells with character references once they are read', () => {
    expect(keptStyle('border:1px solid &#101;xpression(alert(1))')).toBeUndefined();
    expect(keptStyle('border:1px solid &#x5c;65xpression(alert(1))')).toBeUndefined();
    expect(keptStyle('border:1px solid u&#x72;l(tracker.gif)')).toBeUndefined();
  });

  it('drops only the refused declaration, keeping the others of the attribute', () => {
    expect(keptStyle('color:#333;border:1px solid expression(alert(1));text-align:center')).toBe('color:#333;text-align:center');
  });
});

describe('inline styles that stay', () => {
  it.each([
    'border:1px solid #333',
    'border-top:2px dashed rgb(10, 20, 30)',
    'border-bottom:1px solid rgba(0,0,0,0.5)',
    'border:0',
    'color:rgba(0, 0, 0, 50%)',
    'background-color:#fafafa',
    "font-family:Georgia, 'Times New Roman', serif",
    'margin:0 auto',
    'padding:8px 16px 8px 16px',
    'border-collapse:collapse',
  ])('keeps %s', (style) => {
    expect(keptStyle(style)).toBe(style);
  });
});
