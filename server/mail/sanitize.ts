// An admin's HTML message made safe to send (docs/decisions/0014 "Delivery and rendering"): sanitize-html with an allow-list, so anything not named
// here (script, style, iframe, form, object, on* handlers, javascript: and data: URLs) never leaves. What stays is
// what a newsletter needs: formatting, links, remote images, tables, and inline styles from a short list of
// properties whose values cannot run or load anything (no url(), no expression(), however spelt: isInertStyleValue).
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

// Each property's allowed values. Every pattern is one pass with nothing to backtrack into (no two neighbouring
// parts that can match the same characters), so a long hostile value costs linear time. Values made only of these
// characters cannot name a URL (no ':' or '/'); on top of its pattern, a value must also be inert (below).
const COLOR = [/^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d.\s,%]+\))$/i];
const LENGTHS = [/^(auto|0|-?\d+(\.\d+)?(px|em|rem|%|pt)?)(\s+(auto|0|-?\d+(\.\d+)?(px|em|rem|%|pt)?)){0,3}$/i];
// Brackets are allowed for a colour (rgb(...)); isInertStyleValue refuses every other function.
const BORDER = [/^[\w\s#.,%()-]+$/];
const ALLOWED_VALUES: Record<string, RegExp[]> = {
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
};

// What a value may never hold, whatever its property: a CSS escape ('\65xpression' is 'expression'), a slash (of a
// comment: old Internet Explorer read 'expr/**/ession(' as one word; or of an address), a colon (of a scheme:
// 'javascript:') and an at-rule's '@'.
const NEVER_IN_A_VALUE = /[\\/:@]/;
// The only functions a value may call: colours. Not expression(), url(), image-set(), element()...
const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba']);

/** The name written before the bracket at `bracket`, lower-cased, across spaces ('URL (' is 'url'). */
function functionNameBefore(value: string, bracket: number): string {
  let end = bracket;
  while (end > 0 && /\s/.test(value.charAt(end - 1))) end--;
  let start = end;
  while (start > 0 && /[\w-]/.test(value.charAt(start - 1))) start--;
  return value.slice(start, end).toLowerCase();
}

/**
 * Whether a declaration's value can neither run script nor load anything, however it is spelt. A character test
 * and one walk back from each bracket (to the previous bracket at most): linear in the value.
 */
function isInertStyleValue(value: string): boolean {
  if (NEVER_IN_A_VALUE.test(value)) return false;
  for (let bracket = value.indexOf('('); bracket !== -1; bracket = value.indexOf('(', bracket + 1)) {
    if (!COLOUR_FUNCTIONS.has(functionNameBefore(value, bracket))) return false;
  }
  return true;
}

/**
 * A property's pattern that also requires the value to be inert. sanitize-html only asks each allowed pattern
 * `test(value)`, and keeps the declaration when one says yes: this is how a check for every property gets there.
 */
class InertValuePattern extends RegExp {
  override test(value: string): boolean {
    return isInertStyleValue(value) && super.test(value);
  }
}

/** Every property's patterns, each made to refuse a value that is not inert. */
function requiringInertValues(styles: Record<string, RegExp[]>): Record<string, RegExp[]> {
  return Object.fromEntries(
    Object.entries(styles).map(([property, patterns]) => [
      property,
      patterns.map((pattern) => new InertValuePattern(pattern.source, pattern.flags)),
    ]),
  );
}

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
    allowedStyles: { '*': requiringInertValues(ALLOWED_VALUES) },
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
