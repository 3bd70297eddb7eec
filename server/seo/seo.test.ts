import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import { imageSrcSet, MOVIE_DETAIL_POSTER_SIZES } from '../../common/media.ts';
import { staticPageMeta } from '../../common/page-meta.ts';
import { getVerbatim, sharedTestApp } from '../test/app.ts';
import { createCover, createMovie } from '../test/factories.ts';
import { db } from '../test/database.ts';

const PUBLIC_URL = 'https://films.example.com';
const app = sharedTestApp({ PUBLIC_URL });

const page = (url: string) => app.inject({ method: 'GET', url });
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];

describe('page meta in the served HTML', () => {
  it('gives each static route its own title and description', async () => {
    const res = await page('/casting');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Casting · ${brand.name}</title>`);
    expect(metaContent(res.body, 'description')).toBe(staticPageMeta['/casting'].description);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/casting" />`);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('serves Open Graph and Twitter tags for a movie, escaped, with an absolute image', async () => {
    const movie = await createMovie(await db(), { title: 'Cash & "Carry" $1', logline: 'Two <brothers>, one $& heist.' });
    const res = await page(`/movies/${movie.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Cash &amp; &quot;Carry&quot; $1 · ${brand.name}</title>`);
    expect(metaContent(res.body, 'og:title')).toBe(`Cash &amp; &quot;Carry&quot; $1 · ${brand.name}`);
    expect(metaContent(res.body, 'og:description')).toBe('Two &lt;brothers&gt;, one $&amp; heist.');
    expect(metaContent(res.body, 'og:type')).toBe('video.movie');
    expect(metaContent(res.body, 'og:image')).toBe(`${PUBLIC_URL}/uploads/movies/poster.abc.jpg`);
    expect(metaContent(res.body, 'og:url')).toBe(`${PUBLIC_URL}/movies/${movie.id}`);
    expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body).not.toContain('noindex');
  });

  it('serves sharing tags for a cover page', async () => {
    const cover = await createCover(await db(), { title: 'Festival Circuit', description: 'Three festivals, one van.' });
    const res = await page(`/cover/${cover.id}`);
    expect(metaContent(res.body, 'og:title')).toBe(`Festival Circuit · ${brand.name}`);
    expect(metaContent(res.body, 'og:description')).toBe('Three festivals, one van.');
    expect(metaContent(res.body, 'og:image')).toBe(`${PUBLIC_URL}/uploads/covers/cover.abc.jpg`);
  });

  it('answers 404 with noindex for a movie that does not exist or is inactive, still serving the app', async () => {
    const inactive = await createMovie(await db(), { isActive: false });
    for (const url of ['/movies/999999999', `/movies/${inactive.id}`, '/cover/999999999']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(metaContent(res.body, 'robots')).toBe('noindex');
    }
  });

  it('answers 404 with noindex for any other path under /movies/ or /cover/, but 200 for the lists', async () => {
    const movie = await createMovie(await db());
    const missing = ['/movies/abc', '/movies/abc/backstage', '/movies/0', `/movies/${movie.id}/reviews`, '/cover/abc', '/cover/1/2'];
    for (const url of missing) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
    }
    for (const url of ['/movies', '/movies/', '/movie-galleries', `/movies/${movie.id}/backstage`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('noindex');
    }
  });

  it("preloads a movie page's poster with the very srcset and sizes of the page's <img>", async () => {
    const movie = await createMovie(await db(), { posterUrl: '/uploads/movies/poster.abc.jpg' });
    const res = await page(`/movies/${movie.id}`);

    const preload = /<link rel="preload" as="image"[^>]*>/.exec(res.body)?.[0];
    expect(preload).toBeDefined();
    expect(preload).toContain('href="/uploads/movies/poster.abc.jpg"');
    expect(preload).toContain(`imagesrcset="${imageSrcSet('/uploads/movies/poster.abc.jpg')}"`);
    expect(preload).toContain(`imagesizes="${MOVIE_DETAIL_POSTER_SIZES}"`);
    expect(preload).toContain('fetchpriority="high"');
    // In the head, where the browser's preload scanner finds it before any script runs.
    expect(res.body.indexOf(preload ?? '')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('preloads only the detail page poster: not on the backstage page, a missing movie or a static page', async () => {
    const movie = await createMovie(await db());
    const noPoster = await createMovie(await db(), { posterUrl: null, thumbnailUrl: null });
    for (const url of [`/movies/${movie.id}/backstage`, `/movies/${noPoster.id}`, '/movies/999999999', '/movies', '/']) {
      expect((await page(url)).body, url).not.toContain('rel="preload"');
    }
  });

  it('keeps admin, payment and account pages out of search results', async () => {
    for (const url of ['/admin/movies', '/payment/success', '/reset-password/7lyOAfn6kbtHfGuH-vh3SdP0p5Z99kG8I3AFqkUOa0o', '/account/password', '/account']) {
      expect(metaContent((await page(url)).body, 'robots')).toBe('noindex');
    }
  });

  // Sent verbatim (app.inject would resolve them first): a path whose dot segments or backslashes leave a
  // leading '//' must not become another site's address in the canonical link or the sharing tags.
  it.each([
    ['/.//evil.example/x', '/evil.example/x'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example/x', '/evil.example/x'],
    ['/%2e//evil.example', '/evil.example'],
    ['/movies/..//evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the canonical and share address of %s on the public site', async (path, expectedPath) => {
    const res = await getVerbatim(app, path);
    expect(res.statusCode).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1];
    expect(canonical).toBe(`${PUBLIC_URL}${expectedPath}`);
    expect(new URL(canonical ?? '').origin).toBe(PUBLIC_URL);
    expect(metaContent(res.body, 'og:url')).toBe(canonical);
  });

  it('describes a path with doubled slashes as the page it names', async () => {
    expect(metaContent((await getVerbatim(app, '//admin//movies')).body, 'robots')).toBe('noindex');
    const casting = await getVerbatim(app, '/casting//');
    expect(casting.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/casting" />`);
    expect(metaContent(casting.body, 'description')).toBe(staticPageMeta['/casting'].description);
  });
});

describe('sitemap and robots', () => {
  it('lists static pages, active movies with their backstage, and covers; not inactive movies', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const inactive = await createMovie(d, { isActive: false });
    const cover = await createCover(d);
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/about', '/movies', '/gallery', `/movies/${movie.id}`, `/movies/${movie.id}/backstage`, `/cover/${cover.id}`]) {
      expect(res.body).toContain(`<loc>${new URL(path, PUBLIC_URL)}</loc>`);
    }
    expect(res.body).not.toContain(`/movies/${inactive.id}<`);
  });

  it('robots.txt points at the sitemap and keeps private areas out', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    // The viewer's own pages (/account and /account/password) and the newsletter's one-use links.
    expect(res.body).toMatch(/^Disallow: \/account$/m);
    expect(res.body).toContain('Disallow: /subscribe/');
  });
});
