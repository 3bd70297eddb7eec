// Movie galleries ("covers"): public, in display order. A cover keeps pointing at its movie only while the
// movie is open to visitors; otherwise its own backstage page is where a click leads.
import { asc, eq, sql } from 'drizzle-orm';
import type { Cover } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages.ts';
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

export async function listCovers({ db }: Pick<ServiceDeps, 'db'>): Promise<Cover[]> {
  const rows = await selectCovers(db).orderBy(asc(covers.displayOrder), asc(covers.id));
  return rows.map(toCover);
}

export async function getCover({ db }: Pick<ServiceDeps, 'db'>, coverId: number): Promise<Cover> {
  const [row] = await selectCovers(db).where(eq(covers.id, coverId));
  if (!row) throw new NotFoundError(publicMessages.coverNotFound);
  return toCover(row);
}

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
