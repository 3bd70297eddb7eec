// One search over customers for every admin list (users, rentals, payments): a case-insensitive substring of
// "first last email", matched through the trigram index users_search_trgm_idx (schema.ts), whose expression
// this must equal. `%`, `_` and `\` typed by the admin are matched as themselves.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../db/schema.ts';

const customerText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** LIKE pattern characters written literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A condition on `users` (joined under that name), or undefined for no search. */
export function customerMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`${customerText} like ${`%${escapeLike(search.toLowerCase())}%`}`;
}

/**
 * For lists of rows that belong to a customer (rentals, payments): the row's `userColumn` is one of the matching
 * customers. The customers are found through the trigram index first, so the list never joins and scans every
 * customer to test the search.
 */
export function customerIdMatches(userColumn: AnyColumn, search: string | undefined): SQL | undefined {
  const matches = customerMatches(search);
  return matches && sql`${userColumn} in (select ${users.id} from ${users} where ${matches})`;
}
