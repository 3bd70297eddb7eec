// The newsletter's link pages, unsubscribe and confirm (docs/decisions/0023): plain server-rendered HTML (no
// script), styled like the site and the sandbox checkout.
// The address is shown partly masked: whoever holds a forwarded e-mail holds the link, and needs no more than a
// hint of whose subscription it is. The pages' texts are in common/messages/pages.ts, written in as they are (they
// hold no markup); the values in them are escaped.
import { brand } from '../../common/brand.ts';
import { pageMessages } from '../../common/messages/pages.ts';
import { escapeHtml } from '../http/html.ts';
import { renderHtmlPage } from '../http/html-page.ts';
import { wordmark } from '../mail/layout.ts';

const texts = pageMessages.newsletter;

// The newsletter pages' own rules; the card, badge, heading and button are the shared layout's (http/html-page.ts).
const STYLE = `
  .brand { display: block; margin-bottom: 24px; color: #f5ecdf; text-decoration: none; }
  .brand strong { display: block; font: 700 20px/1.2 Georgia, 'Times New Roman', serif; letter-spacing: 0.12em; }
  .brand span { display: block; font-size: 10px; letter-spacing: 0.5em; color: #f5a524; font-weight: 700; }
  h1 { margin: 16px 0 8px; }
  p { margin: 0 0 12px; }
  .muted a { color: #f5a524; }
  .address { color: #f6efe7; font-weight: 600; overflow-wrap: anywhere; }
  button { margin-top: 12px; }
  .home { display: block; text-align: center; margin-top: 16px; color: #f5a524; }
`;

/** 'fan-1234@example.com' -> 'f•••4@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const hidden = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${hidden}${email.slice(at)}`;
}

/** The logo's wordmark as text: 'EMBER LANE' over a small, spaced-out 'STUDIOS'. */
function brandLink(): string {
  const [big, small] = wordmark();
  const smallLine = small ? `<span>${escapeHtml(small)}</span>` : '';
  return `<a class="brand" href="/" aria-label="${escapeHtml(texts.homeLabel)}"><strong>${escapeHtml(big)}</strong>${smallLine}</a>`;
}

function page(title: string, content: string): string {
  return renderHtmlPage({ title, badge: texts.badge, style: STYLE, header: brandLink(), content, noReferrer: true });
}

/** '<masked address> will receive the <studio> newsletter.', with `change` the text after the address. */
function addressLine(email: string, change: string): string {
  return `<span class="address">${escapeHtml(maskEmail(email))}</span> ${escapeHtml(change)}`;
}

/** A text as the page's markup writes it: a line break goes on at the paragraph's indentation. */
const indented = (text: string) => text.replaceAll('\n', '\n        ');

/** GET of a link: what pressing the button will do; nothing changes until it is pressed. */
function questionPage(question: { title: string; heading: string; change: string; note?: string; action: string; form: string }): string {
  const note = question.note ? `\n      <p class="muted">${question.note}</p>` : '';
  return page(
    question.title,
    `<h1>${question.heading}</h1>
      <p>${texts.pressTheButton} ${question.change}</p>${note}
      <form method="post" action="${escapeHtml(question.action)}">
        ${question.form}
      </form>
      <a class="home" href="/">${texts.declineLink}</a>`,
  );
}

/** How things stand after a link: a heading, what it means, and the way home. */
function outcomePage(title: string, heading: string, ...paragraphs: string[]): string {
  return page(
    title,
    `<h1>${heading}</h1>
      ${paragraphs.join('\n      ')}
      <a class="home" href="/">${texts.homeLink}</a>`,
  );
}

export function renderConfirmPage(model: { email: string; token: string }): string {
  return questionPage({
    title: texts.unsubscribe.title,
    heading: texts.unsubscribe.heading,
    change: addressLine(model.email, texts.addressWillNoLongerReceive),
    action: `/unsubscribe/${encodeURIComponent(model.token)}`,
    form: `<input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit">${texts.unsubscribe.button}</button>`,
  });
}

/** After the POST, and for a GET of an address that is already off the list. */
export function renderUnsubscribedPage(model: { email: string }): string {
  return outcomePage(
    texts.unsubscribed.title,
    texts.unsubscribed.heading,
    `<p>${addressLine(model.email, texts.addressWillNoLongerReceive)}</p>`,
    `<p class="muted">${texts.unsubscribed.changedYourMind}</p>`,
  );
}

export function renderInvalidLinkPage(): string {
  const contact = escapeHtml(brand.contactEmail);
  return outcomePage(
    texts.invalidUnsubscribeLink.title,
    texts.invalidUnsubscribeLink.heading,
    `<p class="muted">${texts.invalidUnsubscribeLink.whyBeforeContact}
        <a href="mailto:${contact}">${contact}</a>.</p>`,
  );
}

/** The confirmation link's GET (docs/decisions/0023). */
export function renderConfirmSubscriptionPage(model: { email: string; token: string }): string {
  return questionPage({
    title: texts.confirm.title,
    heading: texts.confirm.heading,
    change: addressLine(model.email, texts.addressWillReceive),
    note: texts.confirm.note,
    action: `/subscribe/${encodeURIComponent(model.token)}`,
    form: `<button type="submit">${texts.confirm.button}</button>`,
  });
}

/** After the confirmation's POST, and for a GET of a link whose address is on the list already. */
export function renderSubscribedPage(model: { email: string }): string {
  return outcomePage(
    texts.subscribed.title,
    texts.subscribed.heading,
    `<p>${addressLine(model.email, texts.addressWillReceive)}</p>`,
    `<p class="muted">${texts.subscribed.changedYourMind}</p>`,
  );
}

export function renderInvalidConfirmationPage(): string {
  return outcomePage(
    texts.invalidConfirmationLink.title,
    texts.invalidConfirmationLink.heading,
    `<p class="muted">${indented(texts.invalidConfirmationLink.why)}</p>`,
  );
}
