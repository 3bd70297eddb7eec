// What the HTML the server sends says about the page: title, description, canonical address, and for
// movies and covers the Open Graph and Twitter card tags that link previews read (they run no JavaScript).
import { eq } from 'drizzle-orm';
import { brand } from '../../common/brand.ts';
import { imageSrcSet, MOVIE_DETAIL_POSTER_SIZES } from '../../common/media.ts';
import { clipDescription, documentTitle, isStaticPagePath, staticPageMeta } from '../../common/page-meta.ts';
import type { Db } from '../db/client.ts';
import { covers, movies } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';

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
}

// A password reset link carries its secret in the path; the account screens are one viewer's own.
const PRIVATE_PREFIXES = ['/admin', '/payment/', '/admin-login', '/reset-password', '/account'];

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
  { db, config: { publicUrl } }: Pick<ServiceDeps, 'db' | 'config'>,
  requestPath: string,
): Promise<ServerPageMeta> {
  const path = pagePath(requestPath);
  const base: ServerPageMeta = {
    title: documentTitle(),
    description: brand.description,
    // The public site's origin and a path of it, joined as text so that nothing in the path can change the host.
    url: `${new URL(publicUrl).origin}${path}`,
    type: 'website',
    noindex: PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)),
    status: 200,
  };
  if (isStaticPagePath(path)) {
    const meta = staticPageMeta[path];
    return { ...base, title: documentTitle('title' in meta ? meta.title : undefined), description: meta.description };
  }

  // Everything under /movies/ and /cover/ names an item: one that does not exist (a mistyped or unknown id, a
  // removed movie) is a 404 kept out of search results, while the app shows its own not-found screen.
  const notFound: ServerPageMeta = { ...base, noindex: true, status: 404 };
  if (path.startsWith('/movies/')) return (await moviePageMeta(db, path, base, publicUrl)) ?? notFound;
  if (path.startsWith('/cover/')) return (await coverPageMeta(db, path, base, publicUrl)) ?? notFound;
  return base;
}

/** /movies/<id> and /movies/<id>/backstage of an active movie; undefined for anything else under /movies/. */
async function moviePageMeta(db: Db, path: string, base: ServerPageMeta, publicUrl: string) {
  const moviePage = /^\/movies\/(\d{1,9})(\/backstage)?$/.exec(path);
  if (!moviePage) return undefined;
  const [movie] = await db
    .select({
      title: movies.title,
      logline: movies.logline,
      description: movies.description,
      image: movies.posterUrl,
      thumbnail: movies.thumbnailUrl,
      isActive: movies.isActive,
    })
    .from(movies)
    .where(eq(movies.id, Number(moviePage[1])));
  if (!movie?.isActive) return undefined;
  // The same choice as the detail page's <img> (web/pages/public/movie-detail-page.tsx).
  const image = movie.image || movie.thumbnail;
  const isDetailPage = !moviePage[2];
  return {
    ...base,
    title: documentTitle(isDetailPage ? movie.title : `${movie.title} — Behind the Scenes`),
    description: clipDescription(movie.logline || movie.description || brand.description),
    type: 'video.movie',
    ...(image && { image: new URL(image, publicUrl).toString(), imageAlt: `${movie.title} poster` }),
    ...(image && isDetailPage && { preloadImage: posterPreload(image) }),
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

/** The detail page's poster: its srcset (the stored WebP variants) and sizes, as the page's <img> has them. */
function posterPreload(src: string): PreloadImage {
  const srcSet = imageSrcSet(src);
  return srcSet ? { href: src, srcSet, sizes: MOVIE_DETAIL_POSTER_SIZES } : { href: src };
}
