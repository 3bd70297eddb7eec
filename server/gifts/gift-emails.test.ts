// A gift's e-mails (docs/product.md#offers): the recipient's link queued for its delivery time with who it is from,
// their message, what it is and its rules; the giver's receipt at once; each once; and the worker's re-check, which
// does not send a cancelled gift's link.
import { describe, expect, it } from 'vitest';
import { emailMessages as texts } from '../../common/messages/email.ts';
import { emailMessages, promoCodes } from '../db/schema.ts';
import { formatMailTime } from '../mail/compose.ts';
import { NOT_SENT_GIFT_CANCELLED } from '../mail/recheck.ts';
import { at, config, db, FakeTransport, INTERVAL, resetOutboxEachTest, row, step } from '../mail/worker-test-helpers.ts';
import { markPaymentRefunded } from '../payments/fulfilment.ts';
import { HOUR } from '../test/durations.ts';
import { createBundle, createMovie, createUser } from '../test/factories.ts';
import { enqueueGiftEmails } from './gift-emails.ts';
import { createGift } from './gift-test-helpers.ts';

resetOutboxEachTest();

const DAY = 24 * HOUR;
const mail = { publicUrl: config.publicUrl, timeZone: 'America/Los_Angeles' };

const queued = () => db.select().from(emailMessages).orderBy(emailMessages.id);

async function buyer() {
  return (await createUser(db, { firstName: 'Ana' })).user;
}

describe('enqueueGiftEmails', () => {
  it('queues the link for its delivery time, and the giver’s receipt at once, each once', async () => {
    const giver = await buyer();
    const movie = await createMovie(db, { title: 'Night Swim' });
    const [code] = await db.insert(promoCodes).values({ code: 'FESTIVAL', kind: 'amount', amountOffCents: 100 }).returning();
    const deliverAt = at(3 * DAY);
    const { gift } = await createGift(db, giver.id, {
      item: { movieId: movie.id, rentalDurationHours: 72, startWindowDays: 7 },
      deliverAt,
      message: 'Happy birthday!',
      amountCents: 399,
      codeId: code?.id,
      discountCents: 100,
    });

    await db.transaction((tx) => enqueueGiftEmails(tx, gift.id, mail));
    await db.transaction((tx) => enqueueGiftEmails(tx, gift.id, mail));

    const [toRecipient, receipt, ...more] = await queued();
    expect(more).toEqual([]);
    expect(toRecipient).toMatchObject({
      kind: 'gift',
      recipientEmail: gift.recipientEmail,
      subject: texts.gift.subject('Ana', 'Night Swim'),
      dedupeKey: `gift:${gift.id}`,
      nextAttemptAt: deliverAt,
      rentalId: null,
    });
    expect(toRecipient?.message).toBe(
      [
        texts.gift.gave('Ana', 'Night Swim'),
        `${texts.gift.theirMessage('Ana')}\nHappy birthday!`,
        `${texts.gift.film('Night Swim')}\n7 days to start · 72 hours to finish once you press play`,
        texts.gift.startsWhenRedeemed,
        texts.gift.redeemHere(`https://studio.example/gift/${gift.token}`),
        texts.gift.account,
        texts.signature,
      ].join('\n\n'),
    );
    expect(toRecipient?.message).not.toContain(giver.email);

    expect(receipt).toMatchObject({
      kind: 'receipt',
      recipientEmail: giver.email,
      subject: texts.giftReceipt.subject('Night Swim'),
      dedupeKey: `gift-receipt:${gift.id}`,
    });
    expect(receipt?.nextAttemptAt.getTime()).toBeLessThan(deliverAt.getTime());
    expect(receipt?.message).toContain(
      [
        texts.giftReceipt.gift('Night Swim'),
        texts.giftReceipt.recipient(gift.recipientEmail),
        texts.giftReceipt.amountPaid('$3.99'),
        texts.giftReceipt.code('FESTIVAL', '$1.00'),
        texts.giftReceipt.deliversAt(formatMailTime(deliverAt, mail.timeZone)),
      ].join('\n'),
    );
    expect(receipt?.message).toContain(texts.giftReceipt.seeOnAccount('https://studio.example/account'));
    expect(receipt?.message).not.toContain(gift.token);
  });

  it('names a bundle and each of its films with its rules; sent at once without a delivery time', async () => {
    const giver = await buyer();
    const first = await createMovie(db, { title: 'First', rentalDurationHours: 48 });
    const second = await createMovie(db, { title: 'Second', rentalDurationHours: 24, startWindowDays: 30 });
    const bundle = await createBundle(db, [first.id, second.id]);
    const { gift } = await createGift(db, giver.id, { item: { bundleId: bundle.id } });

    await db.transaction((tx) => enqueueGiftEmails(tx, gift.id, mail));
    const [toRecipient, receipt] = await queued();
    expect(toRecipient?.subject).toBe(texts.gift.subject('Ana', bundle.title));
    expect(toRecipient?.message).toContain(
      [
        texts.gift.bundle(bundle.title, 2),
        texts.gift.bundleFilm('First', '48h rental'),
        texts.gift.bundleFilm('Second', '30 days to start · 24 hours to finish once you press play'),
      ].join('\n'),
    );
    expect(toRecipient?.message).not.toContain(texts.gift.theirMessage('Ana'));
    expect(toRecipient?.nextAttemptAt.getTime()).toBeLessThan(at(0).getTime());
    expect(receipt?.message).toContain(texts.giftReceipt.deliveredNow);
  });
});

describe('the worker and a gift’s link', () => {
  it('sends it at its delivery time, with the link and the footer of a gift', async () => {
    const transport = new FakeTransport();
    const { gift } = await createGift(db, (await buyer()).id, { item: { movieId: (await createMovie(db)).id }, deliverAt: at(DAY) });
    await db.transaction((tx) => enqueueGiftEmails(tx, gift.id, mail));
    const [toRecipient, receipt] = await queued();

    expect(await step(at(0), transport)).toMatchObject({ outcome: 'sent', id: receipt?.id });
    expect(await step(at(DAY - 1), transport)).toEqual({ outcome: 'idle' });
    expect(await step(at(DAY + INTERVAL), transport)).toMatchObject({ outcome: 'sent', id: toRecipient?.id });
    const sent = transport.received[1];
    expect(sent?.to).toBe(gift.recipientEmail);
    expect(sent?.text).toContain(`https://studio.example/gift/${gift.token}`);
    expect(sent?.text).toContain(texts.reasons.gift);
  });

  it('does not send it once the gift is cancelled (refunded before its delivery)', async () => {
    const transport = new FakeTransport();
    const { gift, payment } = await createGift(db, (await buyer()).id, { item: { movieId: (await createMovie(db)).id }, deliverAt: at(DAY) });
    await db.transaction((tx) => enqueueGiftEmails(tx, gift.id, mail));
    const [toRecipient] = await queued();
    await markPaymentRefunded(db, { paymentId: payment.id });

    // The receipt leaves first (the payment was made); the link fails when its time comes, with the reason.
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'sent' });
    const failed = { outcome: 'failed', id: toRecipient?.id, reason: NOT_SENT_GIFT_CANCELLED, attempted: false };
    expect(await step(at(DAY + INTERVAL), transport)).toMatchObject(failed);
    expect(await row(toRecipient?.id ?? 0)).toMatchObject({ status: 'failed', errorMessage: NOT_SENT_GIFT_CANCELLED });
    expect(transport.received.map((email) => email.to)).not.toContain(gift.recipientEmail);
  });
});

describe('a gift e-mail that names no gift', () => {
  it('is not sent: nothing can tell whether its gift still stands', async () => {
    const transport = new FakeTransport();
    const [stray] = await db
      .insert(emailMessages)
      .values({ kind: 'gift', priority: 1, recipientEmail: 'x@example.com', subject: 'A gift', message: 'Hello.', nextAttemptAt: at(-1) })
      .returning();
    expect(await step(at(0), transport)).toMatchObject({ outcome: 'failed', id: stray?.id, reason: NOT_SENT_GIFT_CANCELLED });
    expect(transport.received).toEqual([]);
  });
});
