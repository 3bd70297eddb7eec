// Codes as a viewer uses them (docs/product.md#offers): whether a code applies to a viewer and what they buy, and what
// it takes off. The same rules, in the same order, at POST /api/codes/check and at checkout (payments/checkout.ts);
// times are compared on the database's clock, the one every instance shares (docs/decisions/0020).
import { eq, sql } from 'drizzle-orm';
import type { CheckCodeResponse } from '../../common/offers.ts';
import { centsToDollars } from '../../common/format.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { publicMessages } from '../../common/messages/public.ts';
import type { Db } from '../db/client.ts';
import { sameEmail } from '../db/email-match.ts';
import { movies, promoCodeMovies, promoCodes } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { bundleOfferFor } from '../bundles/service.ts';
import { leavingChargeable } from './chargeable.ts';
import { countCodeUses, isUsedUp } from './redemption.ts';
import { CodeRefusedError } from './refused.ts';
import { throttledCodeAttempt, type CodeAsker } from './throttle.ts';

type CodeRow = typeof promoCodes.$inferSelect;

/** A code that applies: what it takes off the base price, in cents. */
export interface AppliedCode {
  id: number;
  code: string;
  discountCents: number;
}

export interface CodeUse {
  viewer: { id: number; email: string };
  /** The films bought: the one film, or every film of a bundle. */
  movieIds: number[];
  /** The price the code applies to: the film's, or the viewer's price of the bundle. */
  baseCents: number;
}

/**
 * What a code takes off `baseCents`: a percentage rounded to the cent, half up (in whole cents, so no float is
 * rounded: 15 % of 499 is 74.85, so 75); an amount, at most the whole price; or the whole price.
 */
function discountCents(code: Pick<CodeRow, 'kind' | 'percentOff' | 'amountOffCents'>, baseCents: number): number {
  switch (code.kind) {
    case 'percent':
      return Math.floor((baseCents * (code.percentOff ?? 0) + 50) / 100);
    case 'amount':
      return Math.min(baseCents, code.amountOffCents ?? 0);
    case 'free':
      return baseCents;
  }
}

/**
 * The code `text` (upper-cased already) for this use, or CodeRefusedError, the first that applies of: not valid (no
 * such code, switched off, not started, a screener of another account: told apart from each other by nothing, so
 * that nobody learns which codes exist), expired, not for this film (a bundle: every film of it must be among the
 * code's), used up (this viewer's uses too). Uses are counted without a lock: the completing payment counts again
 * under the code's lock (redemption.ts).
 */
export async function applyCode(db: Db, text: string, use: CodeUse): Promise<AppliedCode> {
  const [found] = await db
    .select({
      code: promoCodes,
      hasStarted: sql<boolean>`(${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= now())`,
      hasEnded: sql<boolean>`(${promoCodes.endsAt} is not null and ${promoCodes.endsAt} <= now())`,
      // A screener's e-mail is compared as accounts are (lower-cased by the database).
      isForViewer: sql<boolean>`(${promoCodes.email} is null or ${sameEmail(promoCodes.email, use.viewer.email)})`,
    })
    .from(promoCodes)
    .where(eq(promoCodes.code, text));
  if (!found || !found.code.isActive || !found.hasStarted || !found.isForViewer) throw new CodeRefusedError(offerMessages.codeInvalid);
  const { code } = found;
  if (found.hasEnded) throw new CodeRefusedError(offerMessages.codeExpired);
  if (!(await coversFilms(db, code.id, use.movieIds))) throw new CodeRefusedError(offerMessages.codeNotForFilm);
  if (isUsedUp(code, await countCodeUses(db, code.id, use.viewer.id))) throw new CodeRefusedError(offerMessages.codeUsedUp);
  return { id: code.id, code: code.code, discountCents: leavingChargeable(use.baseCents, discountCents(code, use.baseCents)) };
}

/** A code limited to films covers these only if it names every one of them; a code naming none covers all. */
async function coversFilms(db: Db, codeId: number, movieIds: number[]): Promise<boolean> {
  const rows = await db.select({ movieId: promoCodeMovies.movieId }).from(promoCodeMovies).where(eq(promoCodeMovies.codeId, codeId));
  if (rows.length === 0) return true;
  const named = new Set(rows.map((row) => row.movieId));
  return movieIds.every((id) => named.has(id));
}

export interface CheckCodeRequest {
  code: string;
  movieId?: number | undefined;
  bundleId?: number | undefined;
  gift?: boolean | undefined;
}

/**
 * POST /api/codes/check: what the viewer would pay for the film or the bundle with the code, and what it takes off
 * (dollars). The base is the film's price, or the viewer's price of the bundle (the whole price for a gift). Refused
 * codes count towards the code throttle (throttle.ts).
 */
export async function checkCode(
  { db }: Pick<ServiceDeps, 'db'>,
  asker: CodeAsker & { email: string },
  request: CheckCodeRequest,
): Promise<CheckCodeResponse> {
  const item = await pricedItem(db, asker.userId, request);
  const viewer = { id: asker.userId, email: asker.email };
  const applied = await throttledCodeAttempt(db, asker, () => applyCode(db, request.code, { viewer, ...item }));
  return { amount: centsToDollars(item.baseCents - applied.discountCents), discount: centsToDollars(applied.discountCents) };
}

/** The film or the bundle a code is checked against: its films and its price for this viewer. */
async function pricedItem(db: Db, userId: number, request: CheckCodeRequest): Promise<Omit<CodeUse, 'viewer'>> {
  if ((request.movieId === undefined) === (request.bundleId === undefined)) throw new ValidationError(paymentMessages.movieRequired);
  if (request.bundleId !== undefined) {
    const offer = await bundleOfferFor(db, request.bundleId, { userId, gift: request.gift === true });
    return { movieIds: offer.bundle.films.map((film) => film.id), baseCents: offer.priceCents };
  }
  const [movie] = await db.select({ id: movies.id, priceCents: movies.priceCents, isActive: movies.isActive }).from(movies).where(eq(movies.id, request.movieId ?? 0));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
  if (!movie.isActive) throw new ValidationError(paymentMessages.movieUnavailable);
  return { movieIds: [movie.id], baseCents: movie.priceCents };
}
