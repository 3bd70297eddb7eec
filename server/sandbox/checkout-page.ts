// The sandbox's hosted payment page: plain server-rendered HTML (no script), styled like the site. Its texts are in
// common/messages/pages.ts.
import { brand } from '../../common/brand.ts';
import { formatPrice } from '../../common/format.ts';
import { pageMessages } from '../../common/messages/pages.ts';
import { escapeHtml } from '../http/html.ts';
import { renderHtmlPage } from '../http/html-page.ts';
import type { CheckoutLines } from '../payments/provider.ts';

export interface CheckoutPageModel {
  sessionId: string;
  /**
   * What is bought (payments/lines.ts), as Stripe's page says it: the film or the bundle; then its rules ('48h
   * rental', 'Premieres Dec 12, 8:00 PM PST · …') or films; then what came off the price and the gift's recipient.
   */
  lines: CheckoutLines;
  /** The total charged, dollars. */
  amount: number;
  cardNumber?: string;
  error?: string;
}

const texts = pageMessages.checkout;

// The checkout's own rules; the card, badge, heading and button are the shared layout's (http/html-page.ts).
const STYLE = `
  h1 { margin: 16px 0 4px; }
  .summary { display: flex; justify-content: space-between; align-items: baseline; gap: 16px;
    border-top: 1px solid #2d2520; border-bottom: 1px solid #2d2520; padding: 16px 0; margin: 20px 0; }
  .amount { font-size: 28px; font-weight: 700; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input { width: 100%; font: inherit; font-size: 18px; letter-spacing: 0.08em; padding: 12px 14px; color: inherit;
    background: #120f0d; border: 1px solid #4a3d34; border-radius: 10px; }
  button { margin-top: 20px; }
  .error { margin: 16px 0 0; padding: 12px 14px; border-radius: 10px; color: #ffd4cf;
    background: rgb(255 98 84 / 0.12); border: 1px solid rgb(255 120 106 / 0.45); }
  .lines { margin: 12px 0 0; padding: 0; list-style: none; color: #b9ad9f; }
  .lines li { margin-top: 4px; }
  .cancel { display: block; text-align: center; margin-top: 16px; color: #f5a524; }
  .hint { margin-top: 24px; font-size: 13px; color: #b9ad9f; }
  .hint code { color: #f6efe7; }
`;

const checkoutPage = (content: string) => renderHtmlPage({ title: texts.title, badge: texts.badge, style: STYLE, content });

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const price = formatPrice(model.amount);
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  const [rules = '', ...more] = model.lines.details;
  const lines = more.length > 0 ? `<ul class="lines">${more.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '';
  return checkoutPage(`<h1>${escapeHtml(model.lines.name)}</h1>
      <p class="muted">${escapeHtml(brand.name)} · ${escapeHtml(rules)}</p>
      ${lines}
      <div class="summary"><span>${texts.total}</span><span class="amount">${price}</span></div>
      <form method="post" action="/sandbox/checkout/${encodeURIComponent(model.sessionId)}">
        <label for="card_number">${texts.cardNumber}</label>
        <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"
          placeholder="4242 4242 4242 4242" maxlength="23" required value="${escapeHtml(model.cardNumber ?? '')}" />
        ${error}
        <button type="submit">${texts.pay(price)}</button>
      </form>
      <a class="cancel" href="/payment/cancel">${texts.cancel}</a>
      <p class="hint">${texts.hintIntro} <code>4242 4242 4242 4242</code> ${texts.hintPays},
        <code>4000 0000 0000 0002</code> ${texts.hintDeclined}.</p>`);
}

/** A checkout that cannot be paid: a heading, why, and the way back to the movies. */
export function renderNoticePage(title: string, message: string): string {
  return checkoutPage(`<h1>${escapeHtml(title)}</h1>
      <p class="muted" role="alert">${escapeHtml(message)}</p>
      <a class="cancel" href="/movies">${texts.backToMovies}</a>`);
}

export const renderMissingSessionPage = () => renderNoticePage(texts.notFound.title, texts.notFound.message);
