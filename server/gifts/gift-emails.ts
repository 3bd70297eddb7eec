// A gift's e-mails (docs/product.md#offers), queued in the outbox by the transaction that completes its payment
// (payments/fulfilment.ts), so they exist exactly when the paid gift does: the link to its recipient (at deliver_at, or
// at once), and the giver's receipt at once. Each once (dedupe keys: a fulfilment that runs again queues nothing more).
// The worker re-checks the recipient's just before sending: a gift cancelled meanwhile is not sent (mail/recheck.ts).
import { eq } from 'drizzle-orm';
import { offerMessages } from '../../common/messages/offers.ts';
import { checkoutRulesText } from '../../common/premieres.ts';
import type { Db } from '../db/client.ts';
import { gifts, payments, promoCodes, users } from '../db/schema.ts';
import { giftEmail, giftReceiptEmail, type GiftFacts } from '../mail/compose.ts';
import { enqueueEmails } from '../mail/outbox.ts';
import type { RentalMailSettings } from '../rentals/rental-emails.ts';
import { giftContentsOf, type GiftContents } from './gift-contents.ts';
import { giftEmailKey, giftReceiptKey } from './gift-state.ts';

/** The link a gift is redeemed at (its page, web/pages/public/gift-page.tsx). */
const giftUrl = (publicUrl: string, token: string) => `${publicUrl}/gift/${encodeURIComponent(token)}`;

/** How the gift's e-mails name it: each film with its rules as the checkout wrote them, in the studio's zone. */
function giftFacts(contents: GiftContents, mail: RentalMailSettings, nowMs: number): GiftFacts {
  const films = contents.films.map((film) => ({
    title: film.title,
    rules: checkoutRulesText(
      {
        rental_duration_hours: film.rentalDurationHours,
        start_window_days: film.startWindowDays,
        premiere_at: film.premiereAt?.toISOString() ?? null,
      },
      nowMs,
      mail.timeZone,
    ),
  }));
  const title = contents.bundle?.title ?? films[0]?.title ?? '';
  return { title, bundleTitle: contents.bundle?.title ?? null, films };
}

/** The gift, its payment, its giver and the code applied, as its e-mails need them. */
async function giftToMail(tx: Db, giftId: number) {
  const [row] = await tx
    .select({ gift: gifts, payment: payments, giverEmail: users.email, giverFirstName: users.firstName, code: promoCodes.code })
    .from(gifts)
    .innerJoin(payments, eq(payments.id, gifts.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(promoCodes, eq(promoCodes.id, payments.codeId))
    .where(eq(gifts.id, giftId));
  if (!row) throw new Error(`gift ${giftId} is missing`);
  return row;
}

/** Queues the gift's e-mails, once (dedupe keys), with `tx` the transaction that completed its payment. */
export async function enqueueGiftEmails(tx: Db, giftId: number, mail: RentalMailSettings): Promise<void> {
  const { gift, payment, giverEmail, giverFirstName, code } = await giftToMail(tx, giftId);
  const nowMs = Date.now();
  const facts = giftFacts(await giftContentsOf(tx, payment), mail, nowMs);
  // An erased (closed) account's name is empty: the recipient still learns it is a gift.
  const fromName = giverFirstName.trim() || offerMessages.giftFromFriend;
  const toRecipient = giftEmail({ ...facts, fromName, message: gift.message, redeemUrl: giftUrl(mail.publicUrl, gift.token) });
  const deliverLater = gift.deliverAt !== null && gift.deliverAt.getTime() > nowMs ? gift.deliverAt : null;
  const receipt = giftReceiptEmail({
    ...facts,
    recipientEmail: gift.recipientEmail,
    amountCents: payment.amountCents,
    code: code === null ? null : { code, discountCents: payment.discountCents },
    deliverAt: deliverLater,
    accountUrl: `${mail.publicUrl}/account`,
    timeZone: mail.timeZone,
  });
  await enqueueEmails(tx, [
    {
      kind: 'gift',
      recipientEmail: gift.recipientEmail,
      ...toRecipient,
      dedupeKey: giftEmailKey(gift.id),
      ...(gift.deliverAt && { notBefore: gift.deliverAt }),
    },
    { kind: 'receipt', recipientEmail: giverEmail, ...receipt, dedupeKey: giftReceiptKey(gift.id) },
  ]);
}
