// An admin's HTML message made safe to send (issue 11 §4): sanitize-html with an allow-list, so anything not named
// here (script, style, iframe, form, object, on* handlers, javascript: and data: URLs) never leaves. What stays is
// what a newsletter needs: formatting, links, remote images, tables, and inline styles from a short list of
// properties whose values cannot load anything (no url(), no expressions).
import sanitizeHtml from 'sanitize-html';

/** The body's link colour: the site's accent darkened until it reads on white (4.5:1). */
export const LINK_COLOR = '#c2410c';

const TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins',
  'sub', 'sup', 'small', 'mark', 'blockquote', 'q', 'cite', 'pre', 'code', 'span', 'div', 'ul', 'ol', 'li', 'dl',
  'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'colgroup', 'col',
];

const CELL = ['align', 'valign', 'width', 'height', 'bgcolor', 'colspan', 'rowspan', 'scope'];

const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['style', 'align', 'dir', 'lang', 'title'],
  a: ['href', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor', 'role'],
  tr: ['valign', 'bgcolor'],
  td: CELL,
  th: CELL,
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  ol: ['start', 'type'],
};

// Values made only of these characters cannot name a URL (no ':' or '/'), so no style can load a tracker.
const COLOR = [/^(#[0-9a-f]{3,8}|[a-z]+|rgba?\(\s*[\d.\s,%]+\))$/i];
const LENGTHS = [/^(auto|0|-?\d+(\.\d+)?(px|em|rem|%|pt)?)(\s+(auto|0|-?\d+(\.\d+)?(px|em|rem|%|pt)?)){0,3}$/i];
const BORDER = [/^[\w\s#.,%()-]+$/];
const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: COLOR,
    'background-color': COLOR,
    'text-align': [/^(left|right|center|justify)$/i],
    'vertical-align': [/^(top|middle|bottom|baseline)$/i],
    'font-weight': [/^(normal|bold|bolder|lighter|\d00)$/i],
    'font-style': [/^(normal|italic)$/i],
    'font-size': LENGTHS,
    'font-family': [/^[\w\s,'"-]+$/],
    'line-height': [/^(normal|\d+(\.\d+)?(px|em|rem|%)?)$/i],
    'text-decoration': [/^(none|underline|line-through)$/i],
    'letter-spacing': LENGTHS,
    width: LENGTHS,
    height: LENGTHS,
    'max-width': LENGTHS,
    margin: LENGTHS,
    'margin-top': LENGTHS,
    'margin-bottom': LENGTHS,
    padding: LENGTHS,
    'padding-top': LENGTHS,
    'padding-bottom': LENGTHS,
    'padding-left': LENGTHS,
    'padding-right': LENGTHS,
    border: BORDER,
    'border-top': BORDER,
    'border-bottom': BORDER,
    'border-collapse': [/^(collapse|separate)$/i],
    'border-radius': LENGTHS,
  },
};

/**
 * A relative address ('/movies/3', 'poster.jpg') resolved against the site: a mail program has no page to resolve
 * it against. An absolute one is kept as it is (the scheme allow-list judges it next); a protocol-relative one
 * ('//host', which would resolve to any site) and one that is no URL at all are dropped.
 */
function absolute(url: string, publicUrl: string): string | undefined {
  if (/^\s*[\\/]{2}/.test(url) || !URL.canParse(url, `${publicUrl}/`)) return undefined;
  return new URL(url, `${publicUrl}/`).href;
}

/** `attribs` with `name` resolved by absolute() in its place, or without it. */
function withAbsolute(attribs: sanitizeHtml.Attributes, name: string, publicUrl: string): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).flatMap(([key, value]) => {
      if (key !== name) return [[key, value]];
      const resolved = absolute(value, publicUrl);
      return resolved === undefined ? [] : [[key, resolved]];
    }),
  );
}

// Deeper than any e-mail needs; a message nested thousands deep would exhaust the stack of html-to-text.
const NESTING_LIMIT = 60;

/**
 * The admin's HTML, sanitised. `publicUrl` makes site-relative links absolute. Links get the body's link colour
 * and images shrink to the column, unless the admin styled them.
 */
export function sanitizeEmailHtml(html: string, publicUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedStyles: STYLES,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    nestingLimit: NESTING_LIMIT,
    // Tags not allowed are dropped with their content when it is code (script, style, textarea...), and
    // unwrapped otherwise, so the admin's words survive a stray tag.
    disallowedTagsMode: 'discard',
    // An image whose address was refused (data:, javascript:) would only leave an empty frame.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...withAbsolute(attribs, 'href', publicUrl),
          style: attribs.style ?? `color:${LINK_COLOR};text-decoration:underline`,
        },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...withAbsolute(attribs, 'src', publicUrl),
          style: attribs.style ?? 'max-width:100%;height:auto',
        },
      }),
    },
  });
}
