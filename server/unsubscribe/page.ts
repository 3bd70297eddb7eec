// The newsletter's link pages, unsubscribe and confirm (docs/decisions/0023): plain server-rendered HTML (no
// script), styled like the site and the sandbox checkout.
// The address is shown partly masked: whoever holds a forwarded e-mail holds the link, and needs no more than a
// hint of whose subscription it is.
import { brand } from '../../common/brand.ts';
import { escapeHtml } from '../http/html.ts';
import { wordmark } from '../mail/layout.ts';

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: radial-gradient(60% 60% at 50% 0%, rgb(255 106 31 / 0.18), transparent 70%), #0c0a09;
    color: #f6efe7; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { width: min(440px, 100%); background: #1a1512; border: 1px solid #2d2520; border-radius: 16px;
    padding: 32px; box-shadow: 0 30px 80px -24px rgb(0 0 0 / 0.85); }
  .brand { display: block; margin-bottom: 24px; color: #f5ecdf; text-decoration: none; }
  .brand strong { display: block; font: 700 20px/1.2 Georgia, 'Times New Roman', serif; letter-spacing: 0.12em; }
  .brand span { display: block; font-size: 10px; letter-spacing: 0.5em; color: #f5a524; font-weight: 700; }
  .badge { display: inline-block; font-size: 12px; letter-spacing: 0.18em; text-transform: uppercase;
    color: #1c0f04; background: #f5a524; border-radius: 999px; padding: 2px 10px; font-weight: 700; }
  h1 { font: 600 24px/1.2 Georgia, 'Times New Roman', serif; margin: 16px 0 8px; }
  p { margin: 0 0 12px; }
  .muted { color: #b9ad9f; font-size: 14px; }
  .muted a { color: #f5a524; }
  .address { color: #f6efe7; font-weight: 600; overflow-wrap: anywhere; }
  button { width: 100%; margin-top: 12px; font: inherit; font-weight: 700; padding: 14px; border: 0;
    border-radius: 10px; color: #1c0f04; background: linear-gradient(135deg, #ffc25a, #f5a524 38%, #ff6a1f); cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffc66e; outline-offset: 2px; }
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
  return `<a class="brand" href="/" aria-label="${escapeHtml(brand.name)}: home"><strong>${escapeHtml(big)}</strong>${smallLine}</a>`;
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="no-referrer" />
    <title>${escapeHtml(title)} · ${escapeHtml(brand.name)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      ${brandLink()}
      <span class="badge">Newsletter</span>
      ${content}
    </main>
  </body>
</html>`;
}

/** GET: what pressing the button will do; nothing changes until it is pressed. */
export function renderConfirmPage(model: { email: string; token: string }): string {
  const action = `/unsubscribe/${encodeURIComponent(model.token)}`;
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe from our newsletter?</h1>
      <p>Press the button and <span class="address">${escapeHtml(maskEmail(model.email))}</span> will no longer receive the
        ${escapeHtml(brand.name)} newsletter.</p>
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit">Unsubscribe</button>
      </form>
      <a class="home" href="/">No, take me to the home page</a>`,
  );
}

/** After the POST, and for a GET of an address that is already off the list. */
export function renderUnsubscribedPage(model: { email: string }): string {
  return page(
    'Unsubscribed',
    `<h1>You're unsubscribed</h1>
      <p><span class="address">${escapeHtml(maskEmail(model.email))}</span> will no longer receive the ${escapeHtml(brand.name)} newsletter.</p>
      <p class="muted">Changed your mind? You can subscribe again at any time from our home page.</p>
      <a class="home" href="/">Go to the home page</a>`,
  );
}

export function renderInvalidLinkPage(): string {
  return page(
    'Link not valid',
    `<h1>This unsubscribe link is not valid</h1>
      <p class="muted">It may have been copied only in part. Please use the link from the most recent newsletter, or write to
        <a href="mailto:${escapeHtml(brand.contactEmail)}">${escapeHtml(brand.contactEmail)}</a>.</p>
      <a class="home" href="/">Go to the home page</a>`,
  );
}

/** GET of a confirmation link: what pressing the button will do; nothing changes until it is pressed. */
export function renderConfirmSubscriptionPage(model: { email: string; token: string }): string {
  const action = `/subscribe/${encodeURIComponent(model.token)}`;
  return page(
    'Confirm your subscription',
    `<h1>Confirm your subscription?</h1>
      <p>Press the button and <span class="address">${escapeHtml(maskEmail(model.email))}</span> will receive the
        ${escapeHtml(brand.name)} newsletter.</p>
      <p class="muted">Every newsletter has a link to unsubscribe with one click.</p>
      <form method="post" action="${escapeHtml(action)}">
        <button type="submit">Confirm my subscription</button>
      </form>
      <a class="home" href="/">No, take me to the home page</a>`,
  );
}

/** After the confirmation's POST, and for a GET of a link whose address is on the list already. */
export function renderSubscribedPage(model: { email: string }): string {
  return page(
    'Subscribed',
    `<h1>You're subscribed</h1>
      <p><span class="address">${escapeHtml(maskEmail(model.email))}</span> will receive the ${escapeHtml(brand.name)} newsletter.</p>
      <p class="muted">Changed your mind? Every newsletter has a link to unsubscribe with one click.</p>
      <a class="home" href="/">Go to the home page</a>`,
  );
}

export function renderInvalidConfirmationPage(): string {
  return page(
    'Link not valid',
    `<h1>This confirmation link is not valid</h1>
      <p class="muted">It may have expired (a link works for a day), been used already, or been copied only in part. To get a
        new one, subscribe again from our home page.</p>
      <a class="home" href="/">Go to the home page</a>`,
  );
}
