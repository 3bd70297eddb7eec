// The films an offer names (a code's, a bundle's: docs/product.md#offers) must all exist, checked before the write so
// that a wrong id is a 400 with the offer's own text rather than a foreign key's failure.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { movies } from '../db/schema.ts';
import { ValidationError } from '../errors.ts';

/** The distinct films of `movieIds`, in the order given; `missingMessage` when one of them does not exist. */
export async function existingMovieIds(db: Db, movieIds: readonly number[] | undefined, missingMessage: string): Promise<number[]> {
  const ids = [...new Set(movieIds ?? [])];
  if (ids.length === 0) return [];
  const found = await db.select({ id: movies.id }).from(movies).where(inArray(movies.id, ids));
  if (found.length !== ids.length) throw new ValidationError(missingMessage);
  return ids;
}
