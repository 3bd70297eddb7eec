// POST /api/admin/codes (docs/product.md#offers): one custom or generated code, a batch of single-use generated codes,
// every refusal's text, and the audit entry of each create (none for a refused one).
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE_BATCH_MAX, type AdminCode } from '../../../common/admin-offers.ts';
import { offerMessages as m } from '../../../common/messages/offers.ts';
import { CODE_ALPHABET } from '../../../common/offers.ts';
import { auditEntriesDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { promoCodeMovies, promoCodes } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createMovie, uniqueCode } from '../../test/factories.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { describeAdminOnly, sharedAdmin } from '../testing.ts';
import { GENERATED_CODE_LENGTH, generateCodes } from './generate.ts';

const app = sharedTestApp();
const admin = sharedAdmin();

const create = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/admin/codes', payload, headers: admin.headers });

async function created(payload: Record<string, unknown>): Promise<AdminCode> {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return (res.json() as { code: AdminCode }).code;
}

const GENERATED = new RegExp(`^[${CODE_ALPHABET}]{${GENERATED_CODE_LENGTH}}$`);

describe('POST /api/admin/codes', () => {
  describeAdminOnly(app, ['/api/admin/codes', '/api/admin/codes.csv', '/api/admin/codes/1/redemptions']);

  it('makes a custom code, upper-cased, answering {code} with its settings in dollars and no uses', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const text = uniqueCode('fest').toLowerCase();
    const code = await created({
      code: ` ${text} `,
      kind: 'amount',
      value: '2.50',
      movie_ids: [movie.id, movie.id],
      max_redemptions: 100,
      per_viewer: 2,
      starts_at: '2026-12-01T00:00:00-08:00',
      ends_at: '2026-12-31T23:59:00-08:00',
    });
    expect(code).toEqual({
      id: expect.any(Number),
      code: text.toUpperCase(),
      kind: 'amount',
      value: 2.5,
      movie_ids: [movie.id],
      max_redemptions: 100,
      per_viewer: 2,
      starts_at: '2026-12-01T08:00:00.000Z',
      ends_at: '2027-01-01T07:59:00.000Z',
      email: null,
      batch_id: null,
      is_active: true,
      redemptions: 0,
      revenue: 0,
      created_at: expect.any(String),
    });
    const [row] = await d.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ code: text.toUpperCase(), kind: 'amount', amountOffCents: 250, percentOff: null, createdBy: admin.id });
  });

  it('takes a percent as a number or a string of digits, and a free code without value', async () => {
    expect(await created({ kind: 'percent', value: 25 })).toMatchObject({ kind: 'percent', value: 25 });
    expect(await created({ kind: 'percent', value: '100' })).toMatchObject({ kind: 'percent', value: 100 });
    expect(await created({ kind: 'free' })).toMatchObject({ kind: 'free', value: null, movie_ids: [] });
    expect(await created({ kind: 'amount', value: 3 })).toMatchObject({ kind: 'amount', value: 3 });
  });

  it('generates a code of ten unambiguous characters when none is given', async () => {
    const code = await created({ kind: 'percent', value: 10 });
    expect(code.code).toMatch(GENERATED);
    expect(code.max_redemptions).toBeNull();
    expect(code.code).not.toMatch(/[01OIL]/);
  });

  it('draws generated codes from the alphabet only, all different', () => {
    const codes = generateCodes(2000);
    expect(new Set(codes).size).toBe(2000);
    for (const code of codes) expect(code).toMatch(GENERATED);
    const seen = new Set(codes.join(''));
    expect([...seen].sort()).toEqual([...CODE_ALPHABET].sort());
    const taken = new Set(codes.slice(0, 10));
    expect(generateCodes(50, taken).some((code) => taken.has(code))).toBe(false);
  });

  it('refuses a code that already exists, whatever the case, with 409 and records nothing', async () => {
    const text = uniqueCode('DUP');
    await created({ code: text, kind: 'free' });
    await expectNoAuditDuring(async () => expectRefusal(await create({ code: text.toLowerCase(), kind: 'percent', value: 5 }), 409, m.codeTaken));
    expect(await (await db()).select().from(promoCodes).where(eq(promoCodes.code, text))).toHaveLength(1);
  });

  it('makes a screener: the e-mail stored normalised and lower-case', async () => {
    const code = await created({ kind: 'free', email: '  Critic.Ｏne@Example.COM ' });
    expect(code.email).toBe('critic.one@example.com');
  });

  it('refuses a film that does not exist, and writes no code', async () => {
    const movie = await createMovie(await db());
    const text = uniqueCode('MISS');
    await expectNoAuditDuring(async () =>
      expectRefusal(await create({ code: text, kind: 'free', movie_ids: [movie.id, 2_000_000_000] }), 400, m.codeMovieMissing),
    );
    expect(await (await db()).select().from(promoCodes).where(eq(promoCodes.code, text))).toEqual([]);
  });

  describe('refusals', () => {
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['no kind', { value: 10 }, m.codeKindInvalid],
      ['an unknown kind', { kind: 'half', value: 10 }, m.codeKindInvalid],
      ['percent 0', { kind: 'percent', value: 0 }, m.percentInvalid],
      ['percent 101', { kind: 'percent', value: 101 }, m.percentInvalid],
      ['percent 2.5', { kind: 'percent', value: 2.5 }, m.percentInvalid],
      ["percent '2.5'", { kind: 'percent', value: '2.5' }, m.percentInvalid],
      ['percent without value', { kind: 'percent' }, m.percentInvalid],
      ['amount 0', { kind: 'amount', value: 0 }, m.amountInvalid],
      ["amount '0.00'", { kind: 'amount', value: '0.00' }, m.amountInvalid],
      ["amount 'x'", { kind: 'amount', value: 'x' }, m.amountInvalid],
      ['amount 2.555', { kind: 'amount', value: '2.555' }, m.amountInvalid],
      ['amount -1', { kind: 'amount', value: -1 }, m.amountInvalid],
      ['amount without value', { kind: 'amount' }, m.amountInvalid],
      ['free with a value', { kind: 'free', value: 5 }, m.freeTakesNoValue],
      ['count 0', { kind: 'free', count: 0 }, m.countInvalid],
      [`count ${CODE_BATCH_MAX + 1}`, { kind: 'free', count: CODE_BATCH_MAX + 1 }, m.countInvalid],
      ['count 2.5', { kind: 'free', count: 2.5 }, m.countInvalid],
      ['count with a code', { kind: 'free', count: 2, code: 'SUMMERTIME' }, m.countWithCode],
      ["code 'ab1' (a 1, and too short)", { kind: 'free', code: 'ab1' }, m.codeFormatInvalid],
      ["code 'SUMMER10' (0 and 1 are not code characters)", { kind: 'free', code: 'SUMMER10' }, m.codeFormatInvalid],
      ['code with a space inside', { kind: 'free', code: 'SUM MER' }, m.codeFormatInvalid],
      ['code of 33 characters', { kind: 'free', code: 'A'.repeat(33) }, m.codeFormatInvalid],
      ['ends before it starts', { kind: 'free', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, m.codeDatesOrder],
      ['ends when it starts', { kind: 'free', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-02T00:00:00Z' }, m.codeDatesOrder],
      ['a date without offset', { kind: 'free', starts_at: '2026-12-02T00:00:00' }, m.codeDateInvalid],
      ['a date only', { kind: 'free', ends_at: '2026-12-02' }, m.codeDateInvalid],
      ['a date that is no date', { kind: 'free', ends_at: 'tomorrow' }, m.codeDateInvalid],
      ['a bad e-mail', { kind: 'free', email: 'not-an-email' }, m.codeEmailInvalid],
      ['an e-mail with a trailing dot', { kind: 'free', email: 'critic@example.com.' }, m.codeEmailInvalid],
      ['films not a list', { kind: 'free', movie_ids: 3 }, m.codeMoviesInvalid],
      ['a film id of 0', { kind: 'free', movie_ids: [0] }, m.codeMoviesInvalid],
      ['uses 0', { kind: 'free', max_redemptions: 0 }, m.maxRedemptionsInvalid],
      ['uses per viewer 0', { kind: 'free', per_viewer: 0 }, m.perViewerInvalid],
    ];
    it.each(refusals)('refuses %s with 400 and its text, recording nothing', async (_case, payload, message) => {
      await expectNoAuditDuring(async () => expectRefusal(await create(payload), 400, message));
    });
  });

  it('records code.create with the code, its settings and films', async () => {
    const movie = await createMovie(await db());
    const text = uniqueCode('AUD');
    let code: AdminCode | undefined;
    const entries = await auditEntriesDuring(async () => {
      code = await created({ code: text, kind: 'percent', value: 20, movie_ids: [movie.id], per_viewer: 1, email: 'Screener@Example.com' });
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'code.create', subjectKind: 'code', subjectId: String(code!.id) });
    expect(entries[0]!.changes).toEqual({
      code: { before: null, after: text },
      kind: { before: null, after: 'percent' },
      percent_off: { before: null, after: 20 },
      per_viewer: { before: null, after: 1 },
      email: { before: null, after: 'screener@example.com' },
      is_active: { before: null, after: true },
      movie_ids: { before: null, after: [movie.id] },
    });
  });
});

describe('POST /api/admin/codes with count', () => {
  it('makes N unique single-use codes of one batch, limited to the films, answering {codes}, with one audit entry', async () => {
    const d = await db();
    const [first, second] = [await createMovie(d), await createMovie(d)];
    let codes: AdminCode[] = [];
    const entries = await auditEntriesDuring(async () => {
      const res = await create({ kind: 'amount', value: '1.50', count: 25, max_redemptions: 9, movie_ids: [second.id, first.id] });
      expect(res.statusCode).toBe(201);
      codes = (res.json() as { codes: AdminCode[] }).codes;
    });
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((code) => code.code)).size).toBe(25);
    const [batchId] = new Set(codes.map((code) => code.batch_id));
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
    for (const code of codes) {
      expect(code.code).toMatch(GENERATED);
      expect(code).toMatchObject({ kind: 'amount', value: 1.5, max_redemptions: 1, batch_id: batchId, movie_ids: [first.id, second.id].sort((a, b) => a - b) });
    }
    const limits = await d.select().from(promoCodeMovies).where(inArray(promoCodeMovies.codeId, codes.map((code) => code.id)));
    expect(limits).toHaveLength(50);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'code.create', subjectKind: 'code', subjectId: null });
    expect(entries[0]!.changes).toEqual({
      kind: { before: null, after: 'amount' },
      amount_off_cents: { before: null, after: 150 },
      max_redemptions: { before: null, after: 1 },
      batch_id: { before: null, after: batchId },
      is_active: { before: null, after: true },
      count: { before: null, after: 25 },
      movie_ids: { before: null, after: [second.id, first.id] },
    });
  });

  it('makes a batch of one, and of the most allowed', async () => {
    const one = await create({ kind: 'free', count: 1 });
    expect(one.statusCode).toBe(201);
    expect((one.json() as { codes: AdminCode[] }).codes).toHaveLength(1);
    const most = await create({ kind: 'percent', value: 50, count: CODE_BATCH_MAX });
    expect(most.statusCode).toBe(201);
    const codes = (most.json() as { codes: AdminCode[] }).codes;
    expect(new Set(codes.map((code) => code.code)).size).toBe(CODE_BATCH_MAX);
  });
});
