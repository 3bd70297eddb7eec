// The audit log's list calls (docs/product.md#admin-audit). The log is the whole audit_log table, so this file empties
// it first (files run one after another on the shared database) and then knows every row: orders and totals are exact.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActorsResponseSchema, auditResponseSchema, type AuditAction } from '../../../common/admin-audit.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { auditLog } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { PAGING_REFUSALS, itRefusesQueries } from '../../test/refusals.ts';
import { describeAdminOnly, sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const MINUTE = 60_000;
const base = Date.now() - 24 * 60 * MINUTE;

const get = (query = '') => app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: admin.headers });

async function entries(query = '') {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return auditResponseSchema.strict().parse(res.json());
}

describeAdminOnly(app, ['/api/admin/audit', '/api/admin/audit/actors']);

describe('GET /api/admin/audit', () => {
  let rows: Array<typeof auditLog.$inferSelect>;
  let other: { id: number; email: string };

  beforeAll(async () => {
    const d = await db();
    await d.delete(auditLog);
    ({ user: other } = await createUser(d, { isAdmin: true, email: `zed-${Date.now()}@example.com` }));
    // 25 entries, minute i, except 23 and 24 at the same minute as 22 (the id breaks the tie); every third is the
    // other admin's; actions take turns.
    const actions: AuditAction[] = ['movie.update', 'cover.delete', 'newsletter.send'];
    rows = await d
      .insert(auditLog)
      .values(
        Array.from({ length: 25 }, (_, i) => {
          const actor = i % 3 === 0 ? other : admin;
          const action = actions[i % actions.length]!;
          return {
            createdAt: new Date(base + Math.min(i, 22) * MINUTE),
            actorId: actor.id,
            actorEmail: actor.email,
            action,
            subjectKind: action === 'movie.update' ? ('movie' as const) : action === 'cover.delete' ? ('cover' as const) : ('newsletter' as const),
            subjectId: action === 'newsletter.send' ? null : String(100 + i),
            changes: { title: { before: `Old ${i}`, after: `New ${i}` } },
          };
        }),
      )
      .returning();
  });

  const newestFirst = () => [...rows].reverse();

  it('answers the newest 20 first, every field as the schema says, with the paging envelope', async () => {
    const body = await entries();
    expect(body.entries.map((entry) => entry.id)).toEqual(newestFirst().slice(0, 20).map((row) => row.id));
    expect(body.pagination).toEqual({ total: 25, page: 1, limit: 20, totalPages: 2 });
    const first = rows[24]!;
    expect(body.entries[0]).toEqual({
      id: first.id,
      created_at: first.createdAt.toISOString(),
      actor_id: first.actorId,
      actor_email: first.actorEmail,
      action: 'movie.update',
      subject_kind: 'movie',
      subject_id: '124',
      changes: { title: { before: 'Old 24', after: 'New 24' } },
    });
    expect(body.entries.find((entry) => entry.id === rows[23]!.id)?.subject_id).toBeNull();
  });

  it('pages, and answers an empty page past the end with the true total', async () => {
    const second = await entries('?page=2');
    expect(second.entries.map((entry) => entry.id)).toEqual(newestFirst().slice(20).map((row) => row.id));
    const small = await entries('?page=3&limit=4');
    expect(small.entries.map((entry) => entry.id)).toEqual(newestFirst().slice(8, 12).map((row) => row.id));
    expect(small.pagination).toEqual({ total: 25, page: 3, limit: 4, totalPages: 7 });
    expect(await entries('?page=9')).toEqual({ entries: [], pagination: { total: 25, page: 9, limit: 20, totalPages: 2 } });
  });

  it('filters by action, newest first', async () => {
    const body = await entries('?action=cover.delete');
    const expected = newestFirst().filter((row) => row.action === 'cover.delete');
    expect(body.entries.map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
    expect(body.pagination.total).toBe(expected.length);
  });

  it('filters by admin, and by admin and action together', async () => {
    const mine = await entries(`?actor=${other.id}&limit=100`);
    const expected = newestFirst().filter((row) => row.actorId === other.id);
    expect(mine.entries.map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
    expect(mine.entries.every((entry) => entry.actor_email === other.email)).toBe(true);
    const both = await entries(`?actor=${other.id}&action=movie.update`);
    expect(both.entries.map((entry) => entry.id)).toEqual(expected.filter((row) => row.action === 'movie.update').map((row) => row.id));
    expect((await entries('?actor=999999999')).entries).toEqual([]);
  });

  itRefusesQueries(get, [
    ['?action=movie.explode', adminMessages.auditActionInvalid],
    ['?action=movie.update&action=cover.delete', adminMessages.auditActionInvalid],
    ['?actor=abc', adminMessages.auditActorInvalid],
    ['?actor=-1', adminMessages.auditActorInvalid],
    ['?actor=1.5', adminMessages.auditActorInvalid],
    ['?actor=1&actor=2', adminMessages.auditActorInvalid],
    ...PAGING_REFUSALS.map(([query, message]) => [`?${query}`, message] as const),
  ]);

  describe('GET /api/admin/audit/actors', () => {
    it('lists each admin with entries once, by e-mail, as their latest entry names them', async () => {
      const d = await db();
      // The other admin changed address since their first entries; an entry whose account is gone has no id.
      await d.insert(auditLog).values([
        { actorId: other.id, actorEmail: `again-${other.email}`, action: 'email.retry', subjectKind: 'email', subjectId: '1' },
        { actorId: null, actorEmail: 'gone@example.com', action: 'email.retry', subjectKind: 'email', subjectId: '2' },
      ]);
      const res = await app.inject({ method: 'GET', url: '/api/admin/audit/actors', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const { actors } = auditActorsResponseSchema.strict().parse(res.json());
      const expected = [
        { id: admin.id, email: admin.email },
        { id: other.id, email: `again-${other.email}` },
      ].sort((a, b) => a.email.localeCompare(b.email));
      expect(actors).toEqual(expected);
    });
  });
});
