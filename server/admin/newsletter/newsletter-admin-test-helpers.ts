// Shared setup of the admin newsletter tests (see the note atop each of them): subscribers written straight to the
// database, and (per test file, as the server tests share their modules) the app, the admin and their calls.
import { randomUUID } from 'node:crypto';
import { count, like, sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { subscribersResponseSchema, type Subscriber } from '../../../common/newsletter-admin.ts';
import { emailMessages, newsletterSubscribers } from '../../db/schema.ts';
import { newUnsubscribeToken } from '../../newsletter/service.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { sharedAdmin } from '../testing.ts';

export const DAY = 24 * 3_600_000;

export const tagOf = () => randomUUID().slice(0, 8);

interface SubscriberSpec {
  local: string;
  active?: boolean;
  at?: Date;
}

/** Subscribers `<local>-<tag>@example.com`, written straight to the database, in the order given. */
export async function addSubscribers(tag: string, specs: SubscriberSpec[]) {
  return (await db())
    .insert(newsletterSubscribers)
    .values(
      specs.map((spec) => ({
        email: `${spec.local}-${tag}@example.com`,
        isActive: spec.active ?? true,
        unsubscribeToken: newUnsubscribeToken(),
        subscribedAt: spec.at ?? new Date(),
        unsubscribedAt: spec.active === false ? new Date() : null,
      })),
    )
    .returning();
}

export const emailsOf = (subscribers: Subscriber[]) => subscribers.map((s) => s.email.split('-')[0]);

export async function tableCounts() {
  const [row] = await (await db())
    .select({ total: count(), active: sql`(count(*) filter (where ${newsletterSubscribers.isActive}))::int`.mapWith(Number) })
    .from(newsletterSubscribers);
  return { total: row!.total, active: row!.active, unsubscribed: row!.total - row!.active };
}

/** The app and admin of the calling test file, with its calls; the e-mails it queues are deleted after its last test. */
export function newsletterAdminTestApp() {
  const app = sharedTestApp();
  const adminUser = sharedAdmin();
  const { headers: admin } = adminUser;
  // Every subject this file sends carries it: the rows are found, and deleted, by it.
  const RUN = `nl-admin-${randomUUID().slice(0, 8)}`;

  afterAll(async () => {
    await (await db()).delete(emailMessages).where(like(emailMessages.subject, `%${RUN}%`));
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin });
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: admin, payload: payload as object });

  async function list(query: Record<string, string>) {
    const res = await get(`/api/admin/newsletter/subscribers?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(200);
    return subscribersResponseSchema.strict().parse(res.json());
  }

  return { app, RUN, adminUser, get, post, list };
}
