// An outbox row as the recipient gets it: the studio's layout (tables, inline styles), an HTML and a plain-text
// part, admin HTML sanitised, plain text escaped; a newsletter gets its visible unsubscribe link and the RFC 8058
// headers. The send-email preview renders with this too, so the admin sees what will leave.
import { convert } from 'html-to-text';
import { brand } from '../../common/brand.ts';
import { emailMessages } from '../../common/messages/email.ts';
import type { EmailKind } from '../../common/newsletter-admin.ts';
import { escapeHtml } from '../http/html.ts';
import { LINK_STYLE, PARAGRAPH_STYLE, renderLayout } from './layout.ts';
import { sanitizeEmailHtml } from './sanitize.ts';

export interface EmailToRender {
  kind: EmailKind;
  subject: string;
  message: string;
  isHtml: boolean;
}

export interface RenderContext {
  publicUrl: string;
  /** A newsletter's subscriber token: the link PUBLIC_URL/unsubscribe/TOKEN and the List-Unsubscribe headers. */
  unsubscribeToken?: string;
}

export interface RenderedParts {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** The page a newsletter's link and List-Unsubscribe header point to (server/unsubscribe). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe/${encodeURIComponent(token)}`;
}

/** The footer's last line: why this address gets this e-mail. */
const REASONS: Record<EmailKind, string> = emailMessages.reasons;

// An address in running text: up to the first space, angle bracket or quote. One character class, nothing to
// backtrack into: the scan is linear in the line.
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
// Marks that close the sentence or the brackets around an address rather than belong to it.
const CLOSING_MARKS = new Set(['.', ',', ';', ':', '!', '?', ')', ']', "'", '"', '…']);

/**
 * `url` without the closing marks at its end. Walked back from the end rather than matched with a `[…]+$` pattern:
 * such a pattern retries from every mark of a run that is not the last, so an address followed by a long run of
 * dots and one letter took seconds (quadratic); this is linear.
 */
function withoutClosingMarks(url: string): string {
  let end = url.length;
  while (end > 0 && CLOSING_MARKS.has(url.charAt(end - 1))) end--;
  return url.slice(0, end);
}

/** One line of a plain message as HTML: escaped, with its web addresses made links. */
function lineToHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = withoutClosingMarks(match[0]);
    html += escapeHtml(line.slice(from, match.index)) + `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** A plain message as HTML: blank lines part paragraphs, single line breaks stay line breaks. */
function plainToHtml(text: string): string {
  return text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p style="${PARAGRAPH_STYLE}">${paragraph.split('\n').map(lineToHtml).join('<br>\n')}</p>`)
    .join('\n');
}

function htmlToPlain(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      // Images say nothing in plain text, and their addresses would only clutter it.
      { selector: 'img', format: 'skip' },
    ],
  });
}

function textFooter(publicUrl: string, kind: EmailKind, unsubscribe: string | undefined): string {
  const lines = ['-- ', brand.name, `${publicUrl} · ${brand.contactEmail}`, REASONS[kind]];
  if (unsubscribe) lines.push(emailMessages.unsubscribeText(unsubscribe));
  return lines.join('\n');
}

export function renderEmail(email: EmailToRender, context: RenderContext): RenderedParts {
  const { publicUrl } = context;
  let unsubscribe: string | undefined;
  if (email.kind === 'newsletter') {
    // A newsletter without its link would break the promise of a one-click way out: a bug, not an e-mail to send.
    if (!context.unsubscribeToken) throw new Error('a newsletter is rendered with its subscriber’s unsubscribe token');
    unsubscribe = unsubscribeUrl(publicUrl, context.unsubscribeToken);
  }
  const message = email.message.replace(/\r\n?/g, '\n');
  const bodyHtml = email.isHtml ? sanitizeEmailHtml(message, publicUrl) : plainToHtml(message);
  const bodyText = (email.isHtml ? htmlToPlain(bodyHtml) : message).trim();
  const html = renderLayout({
    subject: email.subject,
    bodyHtml,
    preheader: bodyText.replace(/\s+/g, ' ').slice(0, 120),
    publicUrl,
    reason: REASONS[email.kind],
    ...(unsubscribe && { unsubscribeUrl: unsubscribe }),
  });
  const text = `${bodyText}\n\n${textFooter(publicUrl, email.kind, unsubscribe)}\n`;
  // RFC 8058: a mail program may unsubscribe with one POST of 'List-Unsubscribe=One-Click' to this address.
  const headers: Record<string, string> = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject: email.subject, html, text, headers };
}
