// The accounts the account tests export and delete: a viewer with something of every kind, and a bystander whose
// rows must stay out of it.
import { randomUUID } from 'node:crypto';
import { createSession, hashToken } from '../auth/sessions.ts';
import { emailMessages, loginTrustedAddresses, passwordResetTokens, watchProgress } from '../db/schema.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createPurchase, createReview, createSubscriber } from '../test/factories.ts';

const tagOf = () => randomUUID().slice(0, 8);

/**
 * A viewer with something of every kind: a running rental, a refunded one and a pending payment, a review, a watch
 * position, a newsletter subscription (under their address in other letters' case), a receipt sent and a reminder
 * waiting, a reset link, a trusted address and a second session.
 */
export async function viewerWithHistory() {
  const tag = tagOf();
  const viewer = await createLoggedInUser(await db(), { email: `Fan-${tag}@Example.com`, firstName: `Zelda${tag}` });
  const [watched, refunded, pendingMovie] = await Promise.all([
    createMovie(await db(), { title: `Watched ${tag}` }),
    createMovie(await db(), { title: `Refunded ${tag}` }),
    createMovie(await db(), { title: `Pending ${tag}` }),
  ]);
  const running = await createPurchase(await db(), viewer.user.id, watched.id, { cents: 599, endsInMs: 5 * HOUR, at: new Date(Date.now() - 60_000) });
  const gaveBack = await createPurchase(await db(), viewer.user.id, refunded.id, { status: 'refunded', at: new Date(Date.now() - 48 * HOUR) });
  const pending = await createPurchase(await db(), viewer.user.id, pendingMovie.id, { status: 'pending', at: new Date(Date.now() - HOUR) });
  const review = await createReview(await db(), viewer.user.id, watched.id, 4);
  await (await db()).insert(watchProgress).values({ userId: viewer.user.id, movieId: watched.id, positionSeconds: 2_530 });
  await createSubscriber(await db(), { email: `fan-${tag}@example.com`, unsubscribeToken: `unsub-${tag}` });
  await (await db()).insert(emailMessages).values([
    { kind: 'receipt', recipientEmail: viewer.user.email, subject: `Your receipt: ${watched.title}`, message: 'Thank you', status: 'sent', sentAt: new Date() },
    { kind: 'reminder', recipientEmail: viewer.user.email.toLowerCase(), subject: `Two hours left to watch ${watched.title}`, message: 'Soon', nextAttemptAt: new Date(Date.now() + HOUR) },
  ]);
  await (await db()).insert(passwordResetTokens).values({ userId: viewer.user.id, tokenHash: hashToken(`reset-${tag}`), expiresAt: new Date(Date.now() + HOUR) });
  await (await db()).insert(loginTrustedAddresses).values({ userId: viewer.user.id, ip: '10.200.0.1' });
  const secondToken = await createSession(await db(), viewer.user.id, HOUR);
  return { ...viewer, tag, movies: { watched, refunded, pendingMovie }, running, gaveBack, pending, review, secondToken };
}

/** Someone else, with a review, a rental and a subscription of their own: never in the viewer's export, never erased. */
export async function bystander(movieId: number) {
  const other = await createLoggedInUser(await db(), { firstName: 'Bystander' });
  await createPurchase(await db(), other.user.id, movieId, { endsInMs: 5 * HOUR });
  const review = await createReview(await db(), other.user.id, movieId, 2);
  await createSubscriber(await db(), { email: other.user.email, unsubscribeToken: `unsub-${tagOf()}` });
  return { ...other, review };
}
