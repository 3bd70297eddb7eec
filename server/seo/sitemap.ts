// /sitemap.xml and /robots.txt: every public page a search engine should know, and what it should skip.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shownBundleDates } from '../bundles/service.ts';
import { covers, movies } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { PRIVATE_PAGE_PREFIXES } from './page-meta.ts';

const STATIC_PATHS = ['/', '/about', '/bio', '/movies', '/movie-galleries', '/trailer', '/gallery', '/casting', '/privacy'];

/**
 * The pages of the sitemap, by the shape of their path (a movie's or a cover's may not exist): the ones the server
 * renders (server/ssr). Account, checkout and admin pages are one viewer's own and stay with the client.
 */
export function isPublicPagePath(path: string): boolean {
  return STATIC_PATHS.includes(path) || /^\/movies\/\d{1,9}(\/backstage)?$/.test(path) || /^\/cover\/\d{1,9}$/.test(path);
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

async function sitemapEntries({ db }: Pick<ServiceDeps, 'db'>): Promise<SitemapEntry[]> {
  const [movieRows, coverRows, bundleRows] = await Promise.all([
    db.select({ id: movies.id, updatedAt: movies.updatedAt }).from(movies).where(eq(movies.isActive, true)).orderBy(asc(movies.id)),
    db.select({ id: covers.id, updatedAt: covers.updatedAt }).from(covers).orderBy(asc(covers.displayOrder), asc(covers.id)),
    shownBundleDates(db),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...movieRows.flatMap((movie) => [
      { path: `/movies/${movie.id}`, lastModified: movie.updatedAt },
      { path: `/movies/${movie.id}/backstage`, lastModified: movie.updatedAt },
    ]),
    ...coverRows.map((cover) => ({ path: `/cover/${cover.id}`, lastModified: cover.updatedAt })),
    ...bundleRows.map((bundle) => ({ path: `/bundles/${bundle.id}`, lastModified: bundle.updatedAt })),
  ];
}

function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${new URL(path, publicUrl).toString()}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...[...PRIVATE_PAGE_PREFIXES, '/api/', '/sandbox/'].map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /unsubscribe',
    'Disallow: /subscribe/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}

export async function registerSitemap(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = renderSitemap(await sitemapEntries(app.deps), app.deps.config.publicUrl);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(renderRobots(app.deps.config.publicUrl)),
  );
}
