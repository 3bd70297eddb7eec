// The e-mail log's previews (docs/product.md#admin-newsletter-and-email-logs: subject 30, message 40, error 30
// characters), the full text being on demand in the detail dialog.

/**
 * The first `max` characters of `text` on one line (runs of spaces and line breaks as one space), with '…' when
 * some was cut. Counted in code points, so an emoji is never split in half.
 */
export function cutPreview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : flat;
}

const BLOCKS = 'p, div, br, h1, h2, h3, h4, h5, h6, li, blockquote, pre, table, tr, td, th, section, article, header, footer';

/**
 * The words an HTML message shows, for its preview: parsed into a document that is never displayed (no script
 * runs and nothing loads there), styles and scripts dropped, the text kept.
 */
function textOfHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('head, style, script, noscript, template')) element.remove();
  // A heading and the paragraph after it are two blocks, not one word: 'Hello' 'Our film' is 'Hello Our film'.
  for (const block of document.body.querySelectorAll(BLOCKS)) block.after(' ');
  return document.body.textContent ?? '';
}

/** A message as the table previews it: an HTML one by its words, not its tags. */
export function messagePreview(message: string, isHtml: boolean, max: number): string {
  return cutPreview(isHtml ? textOfHtml(message) : message, max);
}
