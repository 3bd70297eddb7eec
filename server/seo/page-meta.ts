// What the HTML the server sends says about the page: title, description, canonical address, and for
// movies and covers the Open Graph and Twitter card tags that link previews read (they run no JavaScript); for a
// film's page also its schema.org Movie (movie-json-ld.ts).
import { eq } from 'drizzle-orm';
import { brand } from '../../common/brand.ts';
import { imageSrcSet, MOVIE_BACKDROP_SIZES, MOVIE_DETAIL_POSTER_SIZES } from '../../common/media.ts';
import { clipDescription, documentTitle, isStaticPagePath, staticPageMeta } from '../../common/page-meta.ts';
import type { Db } from '../db/client.ts';
import { covers, movies } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { shownBundle } from '../bundles/service.ts';
import { selectRatedMovies, toMovie } from '../movies/service.ts';
import { movieJsonLd } from './movie-json-ld.ts';

/** The page's largest image, announced in the HTML so the browser fetches it before the app has run. */
export interface PreloadImage {
  /** The very URL the page's <img> uses as `src`. */
  href: string;
  /** Its `srcset` and `sizes`, exactly as on the <img>, when it has WebP variants. */
  srcSet?: string;
  sizes?: string;
}

export interface ServerPageMeta {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the sharing image, when the page has one. */
  image?: string;
  imageAlt?: string;
  type: 'website' | 'video.movie';
  /** Pages that should stay out of search results (admin, checkout results, missing items). */
  noindex: boolean;
  /** 404 for a movie or cover that does not exist (the app still renders its own not-found screen). */
  status: 200 | 404;
  preloadImage?: PreloadImage;
  /** schema.org data of the page, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

// The pages kept out of search results (noindex) and out of crawlers' way (robots.txt): a password reset link and
// a gift's link carry their secret in the path; the account screens are one viewer's own.
export const PRIVATE_PAGE_PREFIXES = ['/admin', '/admin-login', '/payment/', '/reset-password', '/account', '/gift/'];

/**
 * The path of the page a request names, as its canonical address spells it: dot segments removed, backslashes
 * read as slashes (as browsers do), repeated and trailing slashes dropped. It never starts with '//', which
 * `new URL(path, publicUrl)` would read as another host ('/.//evil.example/x' -> http://evil.example/x).
 */
function pagePath(requestPath: string): string {
  // The pathname setter, unlike parsing the path as a relative URL, can never take it for a host name.
  const url = new URL('http://localhost');
  url.pathname = requestPath;
  const path = url.pathname.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** `requestPath`: the request's path as sent, without its query; any string is safe here. */
export async function resolvePageMeta(
  { db, config: { publicUrl, timeZone } }: Pick<ServiceDeps, 'db' | 'config'>,
  requestPath: string,
): Promise<ServerPageMeta> {
  const path = pagePath(requestPath);
  const base: ServerPageMeta = {
    title: documentTitle(),
    description: brand.description,
    // The public site's origin and a path of it, joined as text so that nothing in the path can change the host.
    url: `${new URL(publicUrl).origin}${path}`,
    type: 'website',
    noindex: PRIVATE_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)),
    status: 200,
  };
  if (isStaticPagePath(path)) {
    const meta = staticPageMeta[path];
    return { ...base, title: documentTitle('title' in meta ? meta.title : undefined), description: meta.description };
  }

  // Everything under /movies/, /cover/ and /bundles/ names an item: one that does not exist (a mistyped or unknown
  // id, a removed movie, no id at all) is a 404 kept out of search results, while the app shows its own not-found
  // screen.
  const notFound: ServerPageMeta = { ...base, noindex: true, status: 404 };
  if (path.startsWith('/movies/')) return (await moviePageMeta(db, path, base, publicUrl, timeZone)) ?? notFound;
  if (path === '/cover' || path.startsWith('/cover/')) return (await coverPageMeta(db, path, base, publicUrl)) ?? notFound;
  if (path.startsWith('/bundles/')) return (await bundlePageMeta(db, path, base, publicUrl)) ?? notFound;
  return base;
}

/** /movies/<id> and /movies/<id>/backstage of an active movie; undefined for anything else under /movies/. */
async function moviePageMeta(db: Db, path: string, base: ServerPageMeta, publicUrl: string, timeZone: string) {
  const moviePage = /^\/movies\/(\d{1,9})(\/backstage)?$/.exec(path);
  if (!moviePage) return undefined;
  // The movie as visitors see it (the same read as its API answer), with when its row last changed.
  const [row] = await selectRatedMovies(db).where(eq(movies.id, Number(moviePage[1])));
  if (!row?.movie.isActive) return undefined;
  const movie = toMovie(row, timeZone, { viewer: null, rentalViewer: null });
  // The same choice as the detail page's <img> (web/pages/public/movie-detail-page.tsx).
  const poster = movie.poster_url || movie.thumbnail_url;
  // Link previews draw a wide picture (summary_large_image): the backdrop when there is one.
  const shared = movie.backdrop_url ? { url: movie.backdrop_url, alt: movie.title } : poster && { url: poster, alt: `${movie.title} poster` };
  const isDetailPage = !moviePage[2];
  return {
    ...base,
    title: documentTitle(isDetailPage ? movie.title : `${movie.title} — Behind the Scenes`),
    description: clipDescription(movie.logline || movie.description || brand.description),
    type: 'video.movie',
    ...(shared && { image: new URL(shared.url, publicUrl).toString(), imageAlt: shared.alt }),
    ...(isDetailPage && {
      preloadImage: firstScreenImage(movie.backdrop_url, poster),
      structuredData: movieJsonLd({ movie, pageUrl: base.url, publicUrl, updatedAt: row.movie.updatedAt }),
    }),
  } satisfies ServerPageMeta;
}

/** /cover/<id> of an existing cover; undefined for anything else under /cover/. */
async function coverPageMeta(db: Db, path: string, base: ServerPageMeta, publicUrl: string) {
  const coverPage = /^\/cover\/(\d{1,9})$/.exec(path);
  if (!coverPage) return undefined;
  const [cover] = await db
    .select({ title: covers.title, description: covers.description, image: covers.coverImageUrl })
    .from(covers)
    .where(eq(covers.id, Number(coverPage[1])));
  if (!cover) return undefined;
  const title = cover.title || 'Untitled';
  return {
    ...base,
    title: documentTitle(title),
    description: clipDescription(cover.description || `Behind the scenes of ${title} at ${brand.name}.`),
    ...(cover.image && { image: new URL(cover.image, publicUrl).toString(), imageAlt: title }),
  } satisfies ServerPageMeta;
}

/** /bundles/<id> of a bundle on the site; undefined for anything else under /bundles/. */
async function bundlePageMeta(db: Db, path: string, base: ServerPageMeta, publicUrl: string) {
  const bundlePage = /^\/bundles\/(\d{1,9})$/.exec(path);
  const bundle = bundlePage && (await shownBundle(db, Number(bundlePage[1])));
  if (!bundle) return undefined;
  const image = bundle.films.find((film) => film.thumbnailUrl)?.thumbnailUrl;
  return {
    ...base,
    title: documentTitle(bundle.title),
    description: clipDescription(bundle.description || bundle.films.map((film) => film.title).join(', ')),
    ...(image && { image: new URL(image, publicUrl).toString(), imageAlt: bundle.title }),
  } satisfies ServerPageMeta;
}

/**
 * The film page's largest image, with its srcset (the stored WebP variants) and sizes as the page's <img> has them:
 * the backdrop across the title page when there is one, else the poster.
 */
function firstScreenImage(backdrop: string | null, poster: string | null): PreloadImage | undefined {
  const [src, sizes] = backdrop ? [backdrop, MOVIE_BACKDROP_SIZES] : [poster, MOVIE_DETAIL_POSTER_SIZES];
  if (!src) return undefined;
  const srcSet = imageSrcSet(src);
  return srcSet ? { href: src, srcSet, sizes } : { href: src };
}
