// The audit entries of the admin's movie writes (docs/product.md#admin-audit): create, update, taking a movie off the
// site and back; none for a refused write, and none of a write that rolled back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movieFieldsSchema } from '../../../common/admin-catalogue.ts';
import { actorOf, auditEntriesDuring, expectAuditDuring, expectLatestAudit, expectNoAuditDuring } from '../../audit/testing.ts';
import { movies } from '../../db/schema.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createMovie } from '../../test/factories.ts';
import { imagePart, multipart, png, SMALL_UPLOAD_LIMITS } from '../../test/uploads.ts';
import { sharedAdmin } from '../testing.ts';
import { createMovie as createMovieAsAdmin } from './service.ts';

const app = sharedTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
const admin = sharedAdmin();

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = await multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
}

describe('movie audit entries', () => {
  it('a create records the new movie: its non-empty fields, the poster as its address', async () => {
    let created = 0;
    const entries = await auditEntriesDuring(async () => {
      const res = await send('POST', '/api/admin/movies', { title: 'Audit Night', price: '4.99', genres: 'Drama' }, [imagePart('thumbnail', await png())]);
      expect(res.statusCode).toBe(201);
      created = res.json().movie.id;
    });
    const [movie] = await (await db()).select().from(movies).where(eq(movies.id, created));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'movie.create', subjectKind: 'movie', subjectId: String(created) });
    expect(entries[0]!.changes).toEqual({
      title: { before: null, after: 'Audit Night' },
      price_cents: { before: null, after: 499 },
      rental_duration_hours: { before: null, after: 24 },
      thumbnail_url: { before: null, after: movie!.thumbnailUrl },
      poster_url: { before: null, after: movie!.posterUrl },
      is_active: { before: null, after: true },
      genres: { before: null, after: ['Drama'] },
      is_featured: { before: null, after: false },
      featured_order: { before: null, after: 0 },
    });
  });

  it('an update records only the fields that changed', async () => {
    const movie = await createMovie(await db(), { title: 'Before', priceCents: 200, logline: 'Same' });
    const res = await send('PUT', `/api/admin/movies/${movie.id}`, { title: 'After', price: '2', logline: 'Same', duration: '' });
    expect(res.statusCode).toBe(200);
    await expectLatestAudit({
      actor: actorOf(admin),
      action: 'movie.update',
      subjectKind: 'movie',
      subjectId: movie.id,
      changes: {
        title: { before: 'Before', after: 'After' },
        ...(movie.durationMinutes !== null && { duration_minutes: { before: movie.durationMinutes, after: null } }),
      },
    });
  });

  it('taking a movie off the site is movie.deactivate; putting it back is an update of is_active', async () => {
    const movie = await createMovie(await db());
    const patch = (action: string) => app.inject({ method: 'PATCH', url: `/api/admin/movies/${movie.id}/${action}`, headers: admin.headers });
    const base = { actor: actorOf(admin), subjectKind: 'movie' as const, subjectId: movie.id };
    await expectAuditDuring(() => patch('deactivate'), [{ ...base, action: 'movie.deactivate', changes: { is_active: { before: true, after: false } } }]);
    await expectAuditDuring(() => patch('reactivate'), [{ ...base, action: 'movie.update', changes: { is_active: { before: false, after: true } } }]);
  });

  it('records nothing for a refused create or an unknown movie', async () => {
    await expectNoAuditDuring(async () => {
      expect((await send('POST', '/api/admin/movies', { title: 'No Price' })).statusCode).toBe(400);
      expect((await send('PUT', '/api/admin/movies/2000000000', { title: 'Nobody', price: '1' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'PATCH', url: '/api/admin/movies/2000000000/deactivate', headers: admin.headers })).statusCode).toBe(404);
    });
  });

  it('keeps no movie when its entry cannot be written: the two share one transaction', async () => {
    const ghost = { id: 2_000_000_000, email: 'ghost@example.com' };
    const title = `Rolled Back ${Date.now()}`;
    await expect(createMovieAsAdmin(app.deps, ghost, parseFormFields(movieFieldsSchema, { title, price: '1' }), null, {})).rejects.toThrow();
    expect(await (await db()).select().from(movies).where(eq(movies.title, title))).toEqual([]);
  });
});
