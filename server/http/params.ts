// Route parameters that name a row. Anything that is not a positive integer within PostgreSQL's `integer`
// range names no row: the caller answers 404 rather than letting the database reject the value.
import { MAX_ROW_ID } from '../../common/constants.ts';
import { NotFoundError } from '../errors.ts';

export function parseRowId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** The row a route parameter names; one that can name no row is refused as not found, with `notFoundMessage`. */
export function requireRowId(raw: string | undefined, notFoundMessage: string): number {
  const id = parseRowId(raw);
  if (id === null) throw new NotFoundError(notFoundMessage);
  return id;
}
