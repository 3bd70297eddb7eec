// One code's uses (docs/product.md#offers): its completed payments, newest first, each with its buyer, what it bought,
// what it paid and took off, and whether it was a gift; and, for a screener (a code with an e-mail), every play of a
// film rented with it. Both are read newest first on their indexes and cut at REDEMPTIONS_SHOWN: the list's count says
// how many uses there are in all.
import { and, desc, eq } from 'drizzle-orm';
import type { CodeRedemptions } from '../../../common/admin-offers.ts';
import { centsToDollars } from '../../../common/format.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { shownCustomer } from '../../account/deleted-accounts.ts';
import type { Db } from '../../db/client.ts';
import { bundles, movies, payments, promoCodes, screenerPlays, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError } from '../../errors.ts';
import { paymentIsGift, paymentTitle } from '../payment-items.ts';

const REDEMPTIONS_SHOWN = 500;

async function redemptionsOf(db: Db, codeId: number): Promise<CodeRedemptions['redemptions']> {
  const rows = await db
    .select({
      paymentId: payments.id,
      userId: payments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      title: paymentTitle,
      amountCents: payments.amountCents,
      discountCents: payments.discountCents,
      gift: paymentIsGift,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(movies, eq(movies.id, payments.movieId))
    .leftJoin(bundles, eq(bundles.id, payments.bundleId))
    .where(and(eq(payments.codeId, codeId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(REDEMPTIONS_SHOWN);
  return rows.map((row) => ({
    payment_id: row.paymentId,
    user_id: row.userId,
    email: shownCustomer(row).email,
    title: row.title,
    amount: centsToDollars(row.amountCents),
    discount: centsToDollars(row.discountCents),
    gift: row.gift,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The player's e-mail; none once their account was closed (docs/decisions/0024) or removed. */
function playerEmail(row: { email: string | null; deletedAt: Date | null }): string | null {
  if (row.email === null) return null;
  return shownCustomer({ firstName: '', lastName: '', email: row.email, deletedAt: row.deletedAt }).email || null;
}

/** A screener's plays, newest first. */
async function playsOf(db: Db, codeId: number): Promise<CodeRedemptions['plays']> {
  const rows = await db
    .select({
      id: screenerPlays.id,
      userId: screenerPlays.userId,
      email: users.email,
      deletedAt: users.deletedAt,
      movieId: screenerPlays.movieId,
      title: movies.title,
      playedAt: screenerPlays.playedAt,
    })
    .from(screenerPlays)
    .innerJoin(movies, eq(movies.id, screenerPlays.movieId))
    .leftJoin(users, eq(users.id, screenerPlays.userId))
    .where(eq(screenerPlays.codeId, codeId))
    .orderBy(desc(screenerPlays.playedAt), desc(screenerPlays.id))
    .limit(REDEMPTIONS_SHOWN);
  return rows.map((row) => ({
    user_id: row.userId,
    email: playerEmail(row),
    movie_id: row.movieId,
    title: row.title,
    played_at: row.playedAt.toISOString(),
  }));
}

/** GET /api/admin/codes/{id}/redemptions. */
export async function codeRedemptions({ db }: Pick<ServiceDeps, 'db'>, codeId: number): Promise<CodeRedemptions> {
  const [code] = await db.select({ email: promoCodes.email }).from(promoCodes).where(eq(promoCodes.id, codeId));
  if (!code) throw new NotFoundError(offerMessages.codeNotFound);
  const [redemptions, plays] = await Promise.all([redemptionsOf(db, codeId), code.email === null ? [] : playsOf(db, codeId)]);
  return { redemptions, plays };
}
