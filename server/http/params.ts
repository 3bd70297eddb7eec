// Route parameters that name a row. Anything that is not a positive integer within PostgreSQL's `integer`
// range names no row: the caller answers 404 rather than letting the database reject the value.
import { MAX_ROW_ID } from '../../common/constants.ts';

export function parseRowId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
