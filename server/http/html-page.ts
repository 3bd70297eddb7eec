// The one layout of the pages the server renders itself, outside the single-page app: the sandbox checkout and
// the newsletter's unsubscribe and confirmation pages. Plain HTML, no script, a card on the site's dark
// background; each page adds its own rules to the shared ones and fills the card.
import type { FastifyReply } from 'fastify';
import { brand } from '../../common/brand.ts';
import { escapeHtml } from './html.ts';

const SHARED_STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: radial-gradient(60% 60% at 50% 0%, rgb(255 106 31 / 0.18), transparent 70%), #0c0a09;
    color: #f6efe7; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { width: min(440px, 100%); background: #1a1512; border: 1px solid #2d2520; border-radius: 16px;
    padding: 32px; box-shadow: 0 30px 80px -24px rgb(0 0 0 / 0.85); }
  .badge { display: inline-block; font-size: 12px; letter-spacing: 0.18em; text-transform: uppercase;
    color: #1c0f04; background: #f5a524; border-radius: 999px; padding: 2px 10px; font-weight: 700; }
  h1 { font: 600 24px/1.2 Georgia, 'Times New Roman', serif; }
  .muted { color: #b9ad9f; font-size: 14px; }
  button { width: 100%; font: inherit; font-weight: 700; padding: 14px; border: 0;
    border-radius: 10px; color: #1c0f04; background: linear-gradient(135deg, #ffc25a, #f5a524 38%, #ff6a1f); cursor: pointer; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #ffc66e; outline-offset: 2px; }
`;

export interface HtmlPage {
  /** The tab's title, before ' · ' and the studio's name. */
  title: string;
  /** The small label at the top of the card. */
  badge: string;
  /** The page's own CSS rules, after the shared ones. */
  style: string;
  /** The card's HTML after the badge, every value in it already escaped. */
  content: string;
  /** HTML above the badge, such as the studio's name as a link home. */
  header?: string;
  /** For pages whose address holds a token: no link followed from them passes it on. */
  noReferrer?: boolean;
}

export function renderHtmlPage(page: HtmlPage): string {
  const referrer = page.noReferrer ? '\n    <meta name="referrer" content="no-referrer" />' : '';
  const header = page.header ? `\n      ${page.header}` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />${referrer}
    <title>${escapeHtml(page.title)} · ${escapeHtml(brand.name)}</title>
    <style>${SHARED_STYLE.trimEnd()}${page.style}</style>
  </head>
  <body>
    <main>${header}
      <span class="badge">${escapeHtml(page.badge)}</span>
      ${page.content}
    </main>
  </body>
</html>`;
}

/** Answers with a rendered page. */
export function sendHtml(reply: FastifyReply, html: string, statusCode = 200): FastifyReply {
  return reply.status(statusCode).type('text/html; charset=utf-8').send(html);
}
