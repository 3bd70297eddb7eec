// The studio's e-mail look, for mail programs rather than browsers: nested tables, inline styles, bgcolor
// attributes beside background styles (Outlook reads only the first), no external CSS, web fonts, scripts or
// remote images. The header is the logo's wordmark (web/assets/media/logo.svg) written as text in a serif face on
// the site's dark colours, so it shows even where images are blocked; the body is light, for reading.
import { brand } from '../../common/brand.ts';
import { emailMessages } from '../../common/messages/email.ts';
import { escapeHtml } from '../http/html.ts';
import { LINK_COLOR } from './sanitize.ts';

// The site's palette (server/http/html-page.ts, logo.svg).
const INK = '#0c0a09';
const PANEL = '#1a1512';
const AMBER = '#f5a524';
const EMBER = '#ff6a1f';
const CREAM = '#f5ecdf';
const MUTED = '#b9ad9f';
const PAGE = '#f4efe9';
const TEXT = '#1c1917';

const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', Times, serif";

export interface LayoutModel {
  subject: string;
  /** The message as HTML, already safe (sanitised or escaped). */
  bodyHtml: string;
  /** A line that mail programs show beside the subject in the inbox (hidden in the message itself). */
  preheader: string;
  publicUrl: string;
  /** Why the recipient gets this e-mail (the footer's last line). */
  reason: string;
  unsubscribeUrl?: string;
}

/**
 * 'Ember Lane Studios' -> ['EMBER LANE', 'STUDIOS'], as the logo sets it: the last word small and spaced out
 * under the rest (the unsubscribe pages use it too).
 */
export function wordmark(name: string = brand.name): [string, string] {
  const words = name.trim().toUpperCase().split(/\s+/);
  if (words.length < 2) return [words.join(' '), ''];
  return [words.slice(0, -1).join(' '), words.at(-1) ?? ''];
}

function header(publicUrl: string): string {
  const [big, small] = wordmark();
  const smallLine = small
    ? `<div style="font-family:${SANS};font-size:11px;line-height:16px;letter-spacing:6px;color:${AMBER};font-weight:700;">${escapeHtml(small)}</div>`
    : '';
  return `<tr><td bgcolor="${INK}" style="background-color:${INK};padding:28px 32px 24px;border-radius:12px 12px 0 0;">
<a href="${escapeHtml(publicUrl)}" style="text-decoration:none;color:${CREAM};">
<div style="font-family:${SERIF};font-size:26px;line-height:30px;letter-spacing:3px;color:${CREAM};font-weight:700;">${escapeHtml(big)}</div>
${smallLine}</a>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:10px;"><tr>
<td width="44" height="3" bgcolor="${EMBER}" style="background-color:${EMBER};font-size:0;line-height:0;">&nbsp;</td>
</tr></table>
</td></tr>
<tr><td height="4" bgcolor="${EMBER}" style="background-color:${EMBER};background-image:linear-gradient(90deg,${AMBER},${EMBER});font-size:0;line-height:0;">&nbsp;</td></tr>`;
}

function footer(model: LayoutModel): string {
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:${AMBER};text-decoration:underline;">${escapeHtml(text)}</a>`;
  const unsubscribe = model.unsubscribeUrl
    ? `<p style="margin:12px 0 0;">${link(model.unsubscribeUrl, emailMessages.unsubscribeLink)}${escapeHtml(emailMessages.unsubscribeAfterLink)}</p>`
    : '';
  return `<tr><td bgcolor="${PANEL}" style="background-color:${PANEL};padding:24px 32px;border-radius:0 0 12px 12px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">
<p style="margin:0;color:${CREAM};font-family:${SERIF};font-size:15px;">${escapeHtml(brand.name)}</p>
<p style="margin:4px 0 0;">${link(model.publicUrl, new URL(model.publicUrl).host)} &middot; ${link(`mailto:${brand.contactEmail}`, brand.contactEmail)}</p>
<p style="margin:12px 0 0;">${escapeHtml(model.reason)}</p>
${unsubscribe}
</td></tr>`;
}

export function renderLayout(model: LayoutModel): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(model.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${PAGE};">${escapeHtml(model.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE}" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:separate;">
${header(model.publicUrl)}
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;padding:32px;font-family:${SANS};font-size:16px;line-height:26px;color:${TEXT};">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:24px;line-height:30px;font-weight:700;color:${INK};">${escapeHtml(model.subject)}</h1>
${model.bodyHtml}
</td></tr>
${footer(model)}
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** Paragraph and link styles for a plain message turned into HTML (render.ts). */
export const PARAGRAPH_STYLE = 'margin:0 0 16px;';
export const LINK_STYLE = `color:${LINK_COLOR};text-decoration:underline;word-break:break-all;`;
