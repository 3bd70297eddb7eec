// Movie galleries ("covers"): public, in display order. A cover keeps pointing at its movie only while the
// movie is open to visitors; otherwise its own backstage page is where a click leads.
import { asc, eq, sql } from 'drizzle-orm';
import type { Cover } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages/public.ts';
import type { Db } from '../db/client.ts';
import { covers, movies } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';

function selectCovers(db: Db) {
  return db
    .select({
      cover: covers,
      publicMovieId: sql<number | null>`case when ${movies.isActive} then ${movies.id} end`,
    })
    .from(covers)
    .leftJoin(movies, eq(movies.id, covers.movieId));
}

type CoverRow = Awaited<ReturnType<ReturnType<typeof selectCovers>['execute']>>[number];

/** The covers, and the movies they point at, public or not: whether each link shows depends on them. */
export async function readCovers({ db }: Pick<ServiceDeps, 'db'>): Promise<{ covers: Cover[]; movieIds: number[] }> {
  const rows = await selectCovers(db).orderBy(asc(covers.displayOrder), asc(covers.id));
  return { covers: rows.map(toCover), movieIds: movieIdsOf(rows) };
}

export async function getCover(deps: Pick<ServiceDeps, 'db'>, coverId: number): Promise<Cover> {
  return (await readCover(deps, coverId)).cover;
}

/** A cover, and the movie it points at (public or not), if any. */
export async function readCover({ db }: Pick<ServiceDeps, 'db'>, coverId: number): Promise<{ cover: Cover; movieIds: number[] }> {
  const [row] = await selectCovers(db).where(eq(covers.id, coverId));
  if (!row) throw new NotFoundError(publicMessages.coverNotFound);
  return { cover: toCover(row), movieIds: movieIdsOf([row]) };
}

const movieIdsOf = (rows: CoverRow[]): number[] => [...new Set(rows.flatMap(({ cover }) => (cover.movieId === null ? [] : [cover.movieId])))];

function toCover({ cover, publicMovieId }: CoverRow): Cover {
  return {
    id: cover.id,
    title: cover.title,
    description: cover.description,
    movie_id: publicMovieId,
    display_order: cover.displayOrder,
    cover_image_url: cover.coverImageUrl,
    is_coming_soon: cover.isComingSoon,
  };
}
