// What the HTML the server sends says about the page: title, description, canonical address, and for
// movies and covers the Open Graph and Twitter card tags that link previews read (they run no JavaScript).
import { eq } from 'drizzle-orm';
import { brand } from '../../common/brand.ts';
import { clipDescription, documentTitle, isStaticPagePath, staticPageMeta } from '../../common/page-meta.ts';
import type { Db } from '../db/client.ts';
import { covers, movies } from '../db/schema.ts';

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
}

const PRIVATE_PREFIXES = ['/admin', '/payment/', '/admin-login'];

export async function resolvePageMeta(db: Db, pathname: string, publicUrl: string): Promise<ServerPageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const absolute = (value: string) => new URL(value, publicUrl).toString();
  const base: ServerPageMeta = {
    title: documentTitle(),
    description: brand.description,
    url: absolute(path),
    type: 'website',
    noindex: PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)),
    status: 200,
  };
  if (isStaticPagePath(path)) {
    const meta = staticPageMeta[path];
    return { ...base, title: documentTitle('title' in meta ? meta.title : undefined), description: meta.description };
  }

  const moviePage = /^\/movies\/(\d{1,9})(\/backstage)?$/.exec(path);
  if (moviePage) {
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
    if (!movie?.isActive) return { ...base, noindex: true, status: 404 };
    const image = movie.image ?? movie.thumbnail;
    return {
      ...base,
      title: documentTitle(moviePage[2] ? `${movie.title} — Behind the Scenes` : movie.title),
      description: clipDescription(movie.logline || movie.description || brand.description),
      type: 'video.movie',
      ...(image && { image: absolute(image), imageAlt: `${movie.title} poster` }),
    };
  }

  const coverPage = /^\/cover\/(\d{1,9})$/.exec(path);
  if (coverPage) {
    const [cover] = await db
      .select({ title: covers.title, description: covers.description, image: covers.coverImageUrl })
      .from(covers)
      .where(eq(covers.id, Number(coverPage[1])));
    if (!cover) return { ...base, noindex: true, status: 404 };
    const title = cover.title || 'Untitled';
    return {
      ...base,
      title: documentTitle(title),
      description: clipDescription(cover.description || `Behind the scenes of ${title} at ${brand.name}.`),
      ...(cover.image && { image: absolute(cover.image), imageAlt: title }),
    };
  }
  return base;
}
