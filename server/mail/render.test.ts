import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import type { EmailKind } from '../../common/newsletter-admin.ts';
import { renderEmail, unsubscribeUrl } from './render.ts';

const PUBLIC_URL = 'https://studio.example';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

/** `token` null: rendered without one. */
const render = (email: { kind?: EmailKind; subject?: string; message: string; isHtml?: boolean }, token: string | null = TOKEN) =>
  renderEmail(
    { kind: 'newsletter', subject: 'News', isHtml: false, ...email },
    { publicUrl: PUBLIC_URL, ...(token !== null && { unsubscribeToken: token }) },
  );

describe('the layout', () => {
  const { html } = render({ message: 'Hello' });

  it('is a table layout at most 600px wide, with the subject as its heading', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/<h1 style="[^"]*Georgia[^"]*">News<\/h1>/);
  });

  it('carries the studio’s look: the brand name as a serif wordmark on the dark band, the accent colours', () => {
    expect(html).toMatch(/font-family:Georgia[^"]*">EMBER LANE<\/div>/);
    expect(html).toContain('>STUDIOS</div>');
    for (const colour of ['#0c0a09', '#1a1512', '#f5a524', '#ff6a1f']) expect(html).toContain(colour);
  });

  it('loads nothing from elsewhere: no stylesheet, web font, script or image of its own', () => {
    expect(html).not.toMatch(/<(script|link|style|img)\b/i);
    expect(html).not.toMatch(/@import|@font-face|url\(/i);
  });

  it('names the studio, its contact address and why the recipient gets it in the footer', () => {
    expect(html).toContain(brand.name);
    expect(html).toContain(`mailto:${brand.contactEmail}`);
    expect(html).toContain(`You are receiving this because you subscribed to the ${brand.name} newsletter.`);
  });

  it('escapes the subject', () => {
    expect(render({ subject: 'Fish & <chips>', message: 'x' }).html).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
  });
});

describe('a plain message', () => {
  it('is escaped, with its paragraphs and line breaks kept', () => {
    const { html, text } = render({ message: 'Dear <fans>,\r\nwe are "back".\n\n\nSee you & soon' });
    expect(html).toContain('Dear &lt;fans&gt;,<br>\nwe are &quot;back&quot;.</p>');
    expect(html).toMatch(/<p style="[^"]*">See you &amp; soon<\/p>/);
    expect(text.startsWith('Dear <fans>,\nwe are "back".\n\n\nSee you & soon\n\n-- \n')).toBe(true);
  });

  it('has its web addresses made links, without the sentence’s closing punctuation', () => {
    const { html } = render({ message: 'Watch it at https://studio.example/movies/3?a=1&b=2.' });
    expect(html).toContain('<a href="https://studio.example/movies/3?a=1&amp;b=2" style="');
    expect(html).toContain('>https://studio.example/movies/3?a=1&amp;b=2</a>.');
  });

  it('leaves any run of closing punctuation out of the link, and keeps it as text', () => {
    const { html } = render({ message: 'Tickets (https://studio.example/events?id=4)!?… Soon: https://studio.example/x...\'"]' });
    expect(html).toContain('Tickets (<a href="https://studio.example/events?id=4" style="');
    expect(html).toContain('>https://studio.example/events?id=4</a>)!?… Soon: <a href="https://studio.example/x" style="');
    expect(html).toContain('>https://studio.example/x</a>...&#39;&quot;]</p>');
  });

  it('cannot smuggle markup through an address', () => {
    const { html } = render({ message: 'https://x.example/"><script>alert(1)</script>' });
    expect(html).not.toContain('<script');
    expect(html).toContain('>https://x.example/</a>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('an admin’s HTML message', () => {
  const sanitised = (message: string) => render({ message, isHtml: true }).html;

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', /<script|alert/],
    ['a style sheet', '<style>body{color:red}</style><p>Hi</p>', /<style|color:red/],
    ['an event handler', '<p onclick="steal()" onmouseover="x()">Hi</p>', /onclick|onmouseover|steal/],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(2)">y</a>', /javascript:/i],
    ['an entity-hidden javascript: link', '<a href="java&#x0A;script:alert(1)">x</a>', /script:|alert/i],
    ['a data: image', '<img src="data:image/png;base64,AAAA">', /data:|<img/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe|evil/],
    ['a form', '<form action="https://evil.example"><input name="password"></form>', /<form|<input|evil/],
    ['a style that loads something', '<p style="background-image:url(https://t.example/p.gif)">x</p>', /url\(|t\.example/],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', /evil/],
  ])('drops %s', (_name, message, unwanted) => {
    expect(sanitised(message)).not.toMatch(unwanted);
  });

  it('keeps formatting, links, remote images, tables and harmless inline styles', () => {
    const html = sanitised(
      '<h2>Premiere</h2><p style="text-align:center;color:#333">Join <strong>us</strong> <em>Friday</em></p>' +
        '<ul><li>One</li></ul><a href="mailto:hello@studio.example">mail</a> <a href="http://old.example/">old</a>' +
        '<img src="https://cdn.example/poster.jpg" alt="Poster" width="300">' +
        '<table border="1"><tr><th>Seats</th><td align="right">120</td></tr></table>',
    );
    expect(html).toContain('<h2>Premiere</h2>');
    expect(html).toContain('<p style="text-align:center;color:#333">Join <strong>us</strong> <em>Friday</em></p>');
    expect(html).toContain('<ul><li>One</li></ul>');
    expect(html).toContain('href="mailto:hello@studio.example"');
    expect(html).toContain('href="http://old.example/"');
    expect(html).toMatch(/<img src="https:\/\/cdn\.example\/poster\.jpg" alt="Poster" width="300" style="max-width:100%;height:auto" \/>/);
    expect(html).toContain('<table border="1"><tr><th>Seats</th><td align="right">120</td></tr></table>');
  });

  it('makes a site-relative link absolute, since a mail program has no page to resolve it against', () => {
    expect(sanitised('<a href="/movies/3">Watch</a>')).toContain('href="https://studio.example/movies/3"');
    expect(sanitised('<img src="poster.jpg" alt="Poster">')).toContain('src="https://studio.example/poster.jpg"');
    expect(sanitised('<a href="\\\\evil.example">x</a>')).not.toContain('evil');
  });

  it('renders a message nested thousands deep (which would exhaust the stack) by cutting what is too deep', () => {
    const { html, text } = render({ message: `${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}<p>Kept</p>`, isHtml: true });
    expect(html).toContain('Kept');
    expect(text).toContain('Kept');
  });

  it('gets a plain-text part written from the sanitised HTML, links spelt out', () => {
    const { text } = render({
      message: '<h2>Premiere</h2><p>Join <b>us</b> at <a href="https://studio.example/events">the cinema</a>.</p><script>alert(1)</script>',
      isHtml: true,
    });
    expect(text).toMatch(/^PREMIERE\n\nJoin us at the cinema \[https:\/\/studio\.example\/events\]\.\n\n-- \n/);
    expect(text).not.toContain('alert');
  });
});

describe('unsubscribing', () => {
  const link = `${PUBLIC_URL}/unsubscribe/${TOKEN}`;

  it('gives a newsletter a visible link in both parts and the RFC 8058 headers', () => {
    const { html, text, headers } = render({ message: 'Hello' });
    expect(unsubscribeUrl(PUBLIC_URL, TOKEN)).toBe(link);
    expect(html).toMatch(new RegExp(`<a href="${link}"[^>]*>Unsubscribe</a>`));
    expect(text).toContain(`Unsubscribe with one click: ${link}`);
    expect(headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('refuses to render a newsletter without its subscriber’s token', () => {
    expect(() => render({ message: 'Hello' }, null)).toThrow(/unsubscribe token/);
  });

  const transactional = ['receipt', 'reminder', 'password_reset', 'now_showing', 'start_reminder', 'rental_extended'] as const;
  it.each(transactional)('gives a %s no unsubscribe link or header, token or not', (kind) => {
    const { html, text, headers } = render({ kind, message: 'Your rental' });
    expect(headers).toEqual({});
    expect(html).not.toContain('/unsubscribe/');
    expect(text).not.toMatch(/unsubscribe/i);
    expect(text).toContain(brand.contactEmail);
  });

  it.each([
    ['now_showing', 'because you pre-ordered a film from'],
    ['start_reminder', 'because you have a rental at'],
    ['rental_extended', 'because you have a rental at'],
  ] as const)('says in the footer why a %s came', (kind, reason) => {
    const { html, text } = render({ kind, message: 'Your rental' });
    expect(text).toContain(reason);
    expect(html).toContain(reason);
  });
});

// The same rendering runs for the admin's preview and for every recipient of a newsletter: text built to make a
// pattern backtrack must not stall the process. Each shape is about as long as a message may be (100 000).
describe('rendering time on hostile text', () => {
  const BUDGET_MS = 50;

  /** The fastest of three runs: a pause of the machine's (another test file, the collector) is not the code's. */
  function fastestRun(render: () => void): number {
    let fastest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      render();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  }

  it.each([
    ['an address followed by 99 000 dots', 'http://a' + '.'.repeat(99_000) + 'x'],
    ['an address ending in 99 000 closing brackets', 'http://a' + ')'.repeat(99_000) + 'x'],
    ['an address ending in 99 000 mixed marks', 'https://a' + '.,;:!?)]…'.repeat(11_000) + 'x'],
    ['99 000 dots after an address at the end of the text', 'http://a' + '.'.repeat(99_000)],
  ])('renders a plain message of %s in under 50 ms', (_shape, message) => {
    expect(fastestRun(() => render({ message }))).toBeLessThan(BUDGET_MS);
  });

  it.each([
    ['a colour of rgb( and 99 000 spaces', `<p style="color:rgb(${' '.repeat(99_000)}x)">x</p>`],
    ['a length of 99 000 digits', `<p style="margin:${'1'.repeat(99_000)}x">x</p>`],
    ['a border of 99 000 letters', `<p style="border:${'a'.repeat(99_000)}!">x</p>`],
  ])('renders an HTML message with %s in under 50 ms', (_shape, message) => {
    expect(fastestRun(() => render({ message, isHtml: true }))).toBeLessThan(BUDGET_MS);
  });

  it('still finds the whole address in the 99 000 dots', () => {
    const message = 'http://a' + '.'.repeat(99_000) + 'x';
    const { html } = render({ message });
    expect(html).toContain(`<a href="${message}" style="`);
  });
});
