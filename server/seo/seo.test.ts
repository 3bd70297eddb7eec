import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import { imageSrcSet, MOVIE_BACKDROP_SIZES, MOVIE_DETAIL_POSTER_SIZES } from '../../common/media.ts';
import { staticPageMeta } from '../../common/page-meta.ts';
import { getVerbatim, sharedTestApp } from '../test/app.ts';
import { createBundle, createCover, createMovie, createReview, createUser } from '../test/factories.ts';
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

  it("serves a bundle's page its title, description and first film's picture; 404 once it is off the site", async () => {
    const d = await db();
    const films = [await createMovie(d, { title: 'Moth', thumbnailUrl: null }), await createMovie(d, { title: 'Lamp', thumbnailUrl: '/uploads/movies/lamp.abc.jpg' })];
    const bundle = await createBundle(d, films.map((film) => film.id), 900, { title: 'Night Lights', description: 'Two shorts about light.' });
    const res = await page(`/bundles/${bundle.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Night Lights · ${brand.name}</title>`);
    expect(metaContent(res.body, 'og:description')).toBe('Two shorts about light.');
    expect(metaContent(res.body, 'og:image')).toBe(`${PUBLIC_URL}/uploads/movies/lamp.abc.jpg`);

    const hidden = await createBundle(d, films.map((film) => film.id), 900, { isActive: false });
    for (const url of [`/bundles/${hidden.id}`, '/bundles/999999999']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(metaContent(missing.body, 'robots'), url).toBe('noindex');
    }
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
    const missing = ['/movies/abc', '/movies/abc/backstage', '/movies/0', `/movies/${movie.id}/reviews`, '/cover', '/cover/abc', '/cover/1/2', '/bundles/abc'];
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

  it('keeps admin, payment, account and gift pages out of search results', async () => {
    const secretLinks = ['/reset-password/7lyOAfn6kbtHfGuH-vh3SdP0p5Z99kG8I3AFqkUOa0o', '/gift/Xq3p9dZr8sLk2mNw4vTy6uBh'];
    for (const url of ['/admin/movies', '/payment/success', ...secretLinks, '/account/password', '/account']) {
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

describe("a film page's schema.org Movie (JSON-LD)", () => {
  const jsonLdOf = (html: string) => {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    return scripts.map((match) => JSON.parse(String(match[1])) as Record<string, unknown>);
  };
  const credits = [
    { role: 'Director', name: 'Hana Moreau' },
    { role: 'Writer', name: 'Hana Moreau' },
    { role: 'Cast', name: 'Aiko Tanabe' },
    { role: 'Cast', name: 'Felix Durand' },
  ];

  it('describes the film: facts, people, its trailer clip, its rating and its rental offer', async () => {
    const d = await db();
    const movie = await createMovie(d, {
      priceCents: 500,
      description: 'A botanist inherits a greenhouse.',
      backdropUrl: '/uploads/movies/backdrop.abc.jpg',
      trailerUrl: '/uploads/trailers/clip.mp4',
      releaseYear: 2025,
      genres: ['Drama', 'Mystery'],
      certificate: 'PG-13',
      credits,
    });
    for (const rating of [5, 4]) await createReview(d, (await createUser(d)).user.id, movie.id, rating);

    const [data, ...others] = jsonLdOf((await page(`/movies/${movie.id}`)).body);
    expect(others).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: movie.title,
      url: `${PUBLIC_URL}/movies/${movie.id}`,
      description: 'A botanist inherits a greenhouse.',
      image: `${PUBLIC_URL}/uploads/movies/poster.abc.jpg`,
      dateCreated: '2025',
      genre: ['Drama', 'Mystery'],
      duration: 'PT95M',
      contentRating: 'PG-13',
      director: [{ '@type': 'Person', name: 'Hana Moreau' }],
      actor: [
        { '@type': 'Person', name: 'Aiko Tanabe' },
        { '@type': 'Person', name: 'Felix Durand' },
      ],
      trailer: {
        '@type': 'VideoObject',
        name: `${movie.title} — Trailer`,
        description: 'A logline.',
        thumbnailUrl: `${PUBLIC_URL}/uploads/movies/backdrop.abc.jpg`,
        uploadDate: movie.updatedAt.toISOString(),
        contentUrl: `${PUBLIC_URL}/uploads/trailers/clip.mp4`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      offers: { '@type': 'Offer', url: `${PUBLIC_URL}/movies/${movie.id}`, price: '5.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('embeds a YouTube trailer, and leaves out a rating without reviews and stock for a film with nothing to play', async () => {
    const movie = await createMovie(await db(), { videoUrl: null, trailerUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', priceCents: 499 });
    const [data] = jsonLdOf((await page(`/movies/${movie.id}`)).body);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('director');
    expect(data?.trailer).toMatchObject({ embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ', thumbnailUrl: `${PUBLIC_URL}/uploads/movies/poster.abc.jpg` });
    expect(data?.trailer).not.toHaveProperty('contentUrl');
    expect(data?.offers).toMatchObject({ price: '4.99', availability: 'https://schema.org/OutOfStock' });
  });

  it('cannot be ended by a title or a credit: every < is escaped, and the data reads back as written', async () => {
    const title = 'Night </script><script>alert(1)</script> <!-- & more';
    const movie = await createMovie(await db(), { title, credits: [{ role: 'Cast', name: '</SCRIPT>Eve' }] });
    const { body } = await page(`/movies/${movie.id}`);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]/);
    expect(body).not.toContain('<script>alert(1)');
    const [data] = jsonLdOf(body);
    expect(data).toMatchObject({ name: title, actor: [{ '@type': 'Person', name: '</SCRIPT>Eve' }] });
  });

  it('is only on the film page: not on its backstage page', async () => {
    const movie = await createMovie(await db());
    expect(jsonLdOf((await page(`/movies/${movie.id}/backstage`)).body)).toEqual([]);
    expect(jsonLdOf((await page('/movies')).body)).toEqual([]);
  });

  it('preloads the backdrop, the largest image of a film with one, instead of the poster, and shares it', async () => {
    const backdrop = '/uploads/movies/backdrop.abc.jpg';
    const movie = await createMovie(await db(), { backdropUrl: backdrop });
    const { body } = await page(`/movies/${movie.id}`);
    const preloads = body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`href="${backdrop}"`);
    expect(preloads[0]).toContain(`imagesrcset="${imageSrcSet(backdrop)}"`);
    expect(preloads[0]).toContain(`imagesizes="${MOVIE_BACKDROP_SIZES}"`);
    expect(metaContent(body, 'og:image')).toBe(`${PUBLIC_URL}${backdrop}`);
  });
});

describe('sitemap and robots', () => {
  it('lists static pages, active movies with their backstage, covers and bundles; not inactive movies', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const inactive = await createMovie(d, { isActive: false });
    const cover = await createCover(d);
    const bundle = await createBundle(d, [movie.id], 300);
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/about', '/movies', '/gallery', `/movies/${movie.id}`, `/movies/${movie.id}/backstage`, `/cover/${cover.id}`, `/bundles/${bundle.id}`]) {
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
    // Links that carry a secret: a password reset's and a gift's.
    expect(res.body).toMatch(/^Disallow: \/reset-password$/m);
    expect(res.body).toMatch(/^Disallow: \/gift\/$/m);
  });
});
