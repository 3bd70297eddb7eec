// The viewer's receipts (docs/decisions/0024): every payment of theirs, whatever became of it, also part of the
// export of their data (export.ts).
import { desc, eq, sql } from 'drizzle-orm';
import type { AccountPayment } from '../../common/account.ts';
import { centsToDollars } from '../../common/format.ts';
import type { Db } from '../db/client.ts';
import { bundleMovies, bundles, movies, payments } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

// A viewer's own history; generous, but bounded (as their rentals are: rentals/service.ts).
const MAX_LISTED_PAYMENTS = 200;

// A bundle's payment names no film: its receipt names the bundle, and links to its first film (the answer's
// movie_id is a film's; docs/product.md#offers).
const firstFilmOfBundle = sql<number>`(select ${bundleMovies.movieId} from ${bundleMovies}
  where ${bundleMovies.bundleId} = ${payments.bundleId} order by ${bundleMovies.position} limit 1)`;

const paymentColumns = {
  id: payments.id,
  movieId: sql<number>`coalesce(${payments.movieId}, ${firstFilmOfBundle})`.mapWith(Number),
  movieTitle: sql<string>`coalesce(${movies.title}, ${bundles.title})`,
  amountCents: payments.amountCents,
  currency: payments.currency,
  status: payments.status,
  provider: payments.provider,
  failureCode: payments.failureCode,
  source: payments.source,
  country: payments.country,
  createdAt: payments.createdAt,
  completedAt: payments.completedAt,
  refundedAt: payments.refundedAt,
};

type ReceiptRow = Awaited<ReturnType<typeof selectOwnPayments>>[number];

export function toAccountPayment(row: ReceiptRow): AccountPayment {
  return {
    id: row.id,
    movie_id: row.movieId,
    movie_title: row.movieTitle,
    amount: centsToDollars(row.amountCents),
    currency: row.currency,
    status: row.status,
    created_at: iso(row.createdAt),
    completed_at: isoOrNull(row.completedAt),
    refunded_at: isoOrNull(row.refundedAt),
  };
}

export function selectOwnPayments(db: Db, userId: number) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(bundles, eq(bundles.id, payments.bundleId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The viewer's receipts, newest first: every payment, whatever became of it. */
export async function listAccountPayments({ db }: Pick<ServiceDeps, 'db'>, userId: number): Promise<AccountPayment[]> {
  const rows = await selectOwnPayments(db, userId).limit(MAX_LISTED_PAYMENTS);
  return rows.map(toAccountPayment);
}
