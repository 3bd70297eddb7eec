// The sandbox's hosted payment page: plain server-rendered HTML (no script), styled like the site.
import { brand } from '../../common/brand.ts';
import { formatPrice } from '../../common/format.ts';
import { escapeHtml } from '../http/html.ts';

export interface CheckoutPageModel {
  sessionId: string;
  movieTitle: string;
  amount: number;
  rentalDurationHours: number;
  cardNumber?: string;
  error?: string;
}


const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: radial-gradient(60% 60% at 50% 0%, rgb(255 106 31 / 0.18), transparent 70%), #0c0a09;
    color: #f6efe7; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { width: min(440px, 100%); background: #1a1512; border: 1px solid #2d2520; border-radius: 16px;
    padding: 32px; box-shadow: 0 30px 80px -24px rgb(0 0 0 / 0.85); }
  .badge { display: inline-block; font-size: 12px; letter-spacing: 0.18em; text-transform: uppercase;
    color: #1c0f04; background: #f5a524; border-radius: 999px; padding: 2px 10px; font-weight: 700; }
  h1 { font: 600 24px/1.2 Georgia, 'Times New Roman', serif; margin: 16px 0 4px; }
  .summary { display: flex; justify-content: space-between; align-items: baseline; gap: 16px;
    border-top: 1px solid #2d2520; border-bottom: 1px solid #2d2520; padding: 16px 0; margin: 20px 0; }
  .muted { color: #b9ad9f; font-size: 14px; }
  .amount { font-size: 28px; font-weight: 700; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input { width: 100%; font: inherit; font-size: 18px; letter-spacing: 0.08em; padding: 12px 14px; color: inherit;
    background: #120f0d; border: 1px solid #4a3d34; border-radius: 10px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #ffc66e; outline-offset: 2px; }
  button { width: 100%; margin-top: 20px; font: inherit; font-weight: 700; padding: 14px; border: 0;
    border-radius: 10px; color: #1c0f04; background: linear-gradient(135deg, #ffc25a, #f5a524 38%, #ff6a1f); cursor: pointer; }
  .error { margin: 16px 0 0; padding: 12px 14px; border-radius: 10px; color: #ffd4cf;
    background: rgb(255 98 84 / 0.12); border: 1px solid rgb(255 120 106 / 0.45); }
  .cancel { display: block; text-align: center; margin-top: 16px; color: #f5a524; }
  .hint { margin-top: 24px; font-size: 13px; color: #b9ad9f; }
  .hint code { color: #f6efe7; }
`;

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const price = formatPrice(model.amount);
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Checkout · ${escapeHtml(brand.name)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <span class="badge">Sandbox checkout</span>
      <h1>${escapeHtml(model.movieTitle)}</h1>
      <p class="muted">${escapeHtml(brand.name)} · ${model.rentalDurationHours}h rental</p>
      <div class="summary"><span>Total</span><span class="amount">${price}</span></div>
      <form method="post" action="/sandbox/checkout/${encodeURIComponent(model.sessionId)}">
        <label for="card_number">Card number</label>
        <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"
          placeholder="4242 4242 4242 4242" maxlength="23" required value="${escapeHtml(model.cardNumber ?? '')}" />
        ${error}
        <button type="submit">Pay ${price}</button>
      </form>
      <a class="cancel" href="/payment/cancel">Cancel</a>
      <p class="hint">No real card is charged here. Test cards: <code>4242 4242 4242 4242</code> pays,
        <code>4000 0000 0000 0002</code> is declined.</p>
    </main>
  </body>
</html>`;
}

/** A checkout that cannot be paid: a heading, why, and the way back to the movies. */
export function renderNoticePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" /><title>Checkout · ${escapeHtml(brand.name)}</title><style>${STYLE}</style></head>
<body><main><span class="badge">Sandbox checkout</span><h1>${escapeHtml(title)}</h1>
<p class="muted" role="alert">${escapeHtml(message)}</p>
<a class="cancel" href="/movies">Back to Movies</a></main></body></html>`;
}

export const renderMissingSessionPage = () => renderNoticePage('Checkout not found', 'This checkout session does not exist or has ended.');
