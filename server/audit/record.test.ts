// The audit log's writing half (docs/product.md#admin-audit): which fields an entry keeps, and that an entry lives and
// dies with its write's transaction.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, films, movies, users } from '../db/schema.ts';
import { db } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { AUDIT_TEXT_MAX_LENGTH, auditFieldsOf, changedFields, recordAudit } from './record.ts';
import { auditEntriesDuring } from './testing.ts';

describe('changedFields', () => {
  it('keeps only the fields that differ, each as {before, after}', () => {
    const before = { title: 'Old', price_cents: 499, genres: ['Drama'], credits: [{ role: 'Director', name: 'A' }], logline: '' };
    const after = { title: 'New', price_cents: 499, genres: ['Drama', 'War'], credits: [{ role: 'Director', name: 'A' }], logline: 'Now' };
    expect(changedFields(before, after)).toEqual({
      title: { before: 'Old', after: 'New' },
      genres: { before: ['Drama'], after: ['Drama', 'War'] },
      logline: { before: '', after: 'Now' },
    });
  });

  it('records a create as its non-empty values from null, and a delete as its values to null', () => {
    const row = { title: 'Night', description: '', certificate: null, genres: [], is_active: true, featured_order: 0 };
    expect(changedFields(null, row)).toEqual({
      title: { before: null, after: 'Night' },
      is_active: { before: null, after: true },
      featured_order: { before: null, after: 0 },
    });
    expect(changedFields(row, null)).toEqual({
      title: { before: 'Night', after: null },
      is_active: { before: true, after: null },
      featured_order: { before: 0, after: null },
    });
  });

  it('leaves out the secret fields and anything that is no plain value (file bytes, functions)', () => {
    const changes = changedFields(
      { key_hex: 'aa', file: null, title: 'A' },
      { key_hex: 'bb', file: Buffer.from('bytes'), title: 'B', handler: () => 1 },
      ['key_hex'],
    );
    expect(changes).toEqual({ title: { before: 'A', after: 'B' } });
  });

  it('stores times as ISO text, and cuts a long text (still seeing a change past the cut)', () => {
    const long = 'x'.repeat(AUDIT_TEXT_MAX_LENGTH + 50);
    const changes = changedFields(
      { at: new Date('2030-01-01T00:00:00Z'), same: new Date(5), text: `${long}a` },
      { at: new Date('2030-01-02T00:00:00Z'), same: new Date(5), text: `${long}b` },
    );
    const cut = `${'x'.repeat(AUDIT_TEXT_MAX_LENGTH)}…`;
    expect(changes).toEqual({
      at: { before: '2030-01-01T00:00:00.000Z', after: '2030-01-02T00:00:00.000Z' },
      text: { before: cut, after: cut },
    });
  });
});

describe('auditFieldsOf', () => {
  it("names a row's fields by their columns, without the id and the row's own times", () => {
    const now = new Date();
    const fields = auditFieldsOf(movies, { id: 3, title: 'T', priceCents: 0, isActive: false, createdAt: now, updatedAt: now });
    expect(fields).toEqual({ title: 'T', price_cents: 0, is_active: false });
  });

  it('with changedFields leaves out a secret column', () => {
    const film = { status: 'ready' as const, keyHex: 'ab'.repeat(16) };
    expect(changedFields(null, auditFieldsOf(films, film), ['key_hex'])).toEqual({ status: { before: null, after: 'ready' } });
  });
});

describe('recordAudit', () => {
  it('writes one row with the actor, action, subject (as text) and changes', async () => {
    const { user: admin } = await createUser(await db(), { isAdmin: true });
    const changes = { title: { before: null, after: 'Night' } };
    const [row] = await auditEntriesDuring(async () =>
      recordAudit(await db(), { actor: { id: admin.id, email: admin.email }, action: 'movie.create', subjectKind: 'movie', subjectId: 12, changes }),
    );
    expect(row).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'movie.create', subjectKind: 'movie', subjectId: '12', changes });
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('is rolled back with the transaction it was written in', async () => {
    const { user: admin } = await createUser(await db(), { isAdmin: true });
    const actor = { id: admin.id, email: admin.email };
    const rows = await auditEntriesDuring(async () => {
      await expect(
        (await db()).transaction(async (tx) => {
          await recordAudit(tx, { actor, action: 'newsletter.send', subjectKind: 'newsletter', subjectId: null, changes: {} });
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
    });
    expect(rows).toEqual([]);
  });

  it("keeps the entry, with the e-mail as it was, when the admin's account row is removed", async () => {
    const { user: admin } = await createUser(await db(), { isAdmin: true });
    const actor = { id: admin.id, email: admin.email };
    const [row] = await auditEntriesDuring(async () =>
      recordAudit(await db(), { actor, action: 'email.retry', subjectKind: 'email', subjectId: 1, changes: {} }),
    );
    await (await db()).delete(users).where(eq(users.id, admin.id));
    const [kept] = await (await db()).select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept).toMatchObject({ actorId: null, actorEmail: admin.email });
  });
});
