// The title page's fields of the admin movie form (docs/product.md#admin-movies): the texts, the backdrop image and
// the trailer (a clip or a YouTube link), through create and update as multipart forms.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { imageVariantUrl } from '../../../common/media.ts';
import { sharedTestApp } from '../../test/app.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { expectNothingStored, imagePart, isStored, jpegWithExif, mp4Bytes, multipart, png, SMALL_UPLOAD_LIMITS, type FilePart } from '../../test/uploads.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp({}, { config: { uploadLimits: SMALL_UPLOAD_LIMITS } });
const { headers: admin } = sharedAdmin();

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const CREDITS = [
  { role: 'Director', name: 'Hana Moreau' },
  { role: 'Cast', name: 'Aiko Tanabe' },
];
const LAURELS = [{ festival: 'Harbour Lights Film Festival', award: 'Best Feature', year: 2024 }];

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: FilePart[] = []) {
  const body = await multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
}
const create = (fields: Record<string, string>, files?: FilePart[]) => send('POST', '/api/admin/movies', { title: 'Title Page', price: '3', ...fields }, files);
const update = (id: number, fields: Record<string, string>, files?: FilePart[]) => send('PUT', `/api/admin/movies/${id}`, { title: 'Title Page', price: '3', ...fields }, files);
const clip = (bytes = mp4Bytes(8192)): FilePart => ({ field: 'trailer', name: 'trailer.mp4', type: 'video/mp4', bytes });
const backdrop = async () => imagePart('backdrop', await jpegWithExif(1600, 900), 'backdrop.jpg');
const publicMovie = async (id: number) => (await app.inject({ url: `/api/movies/${id}` })).json().movie;

async function createdWith(fields: Record<string, string>, files?: FilePart[]) {
  const res = await create(fields, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().movie;
}

describe('the title-page fields of a movie', () => {
  it('round-trip through create and update: sent ones set, absent ones kept, empty ones cleared', async () => {
    const movie = await createdWith({
      release_year: '2024',
      genres: ' Drama, Mystery ,',
      certificate: '12A',
      credits: JSON.stringify(CREDITS),
      laurels: JSON.stringify(LAURELS),
      trailer_url: 'youtu.be/aqz-KE-bpKQ',
      is_featured: 'true',
      featured_order: '3',
    });
    const expected = { release_year: 2024, genres: ['Drama', 'Mystery'], certificate: '12A', credits: CREDITS, laurels: LAURELS, trailer_url: YOUTUBE, is_featured: true, featured_order: 3 };
    expect(movie).toMatchObject({ ...expected, backdrop_url: null, has_backstage: false });
    expect(await publicMovie(movie.id)).toMatchObject(expected);

    const kept = (await update(movie.id, { certificate: 'PG' })).json().movie;
    expect(kept).toMatchObject({ ...expected, certificate: 'PG' });

    const fields = { release_year: '', genres: '', certificate: '', credits: '', laurels: '', trailer_url: '', is_featured: 'false', featured_order: '' };
    const cleared = (await update(movie.id, fields)).json().movie;
    expect(cleared).toMatchObject({ release_year: null, genres: [], certificate: null, credits: [], laurels: [], trailer_url: null, is_featured: false, featured_order: 0 });
  });

  it.each([
    [{ release_year: '1887' }, adminMessages.releaseYearInvalid],
    [{ release_year: '2101' }, adminMessages.releaseYearInvalid],
    [{ release_year: 'soon' }, adminMessages.releaseYearInvalid],
    [{ genres: 'a, b, c, d, e, f' }, adminMessages.genresInvalid],
    [{ genres: 'x'.repeat(31) }, adminMessages.genresInvalid],
    [{ certificate: 'X'.repeat(13) }, adminMessages.certificateInvalid],
    [{ credits: '[{"role":"Director"}]' }, adminMessages.creditsInvalid],
    [{ credits: 'not json' }, adminMessages.creditsInvalid],
    [{ laurels: '[{"festival":"Cannes","award":"Palme","year":1800}]' }, adminMessages.laurelsInvalid],
    [{ trailer_url: 'https://vimeo.com/123456' }, adminMessages.trailerUrlInvalid],
    [{ trailer_url: '/uploads/trailers/someone-elses.mp4' }, adminMessages.trailerUrlInvalid],
    [{ is_featured: 'yes' }, adminMessages.featuredInvalid],
    [{ featured_order: '-1' }, adminMessages.featuredOrderInvalid],
  ])('refuses %j with 400 and its message, storing nothing', async (fields, message) => {
    await expectNothingStored(app, async () => expectRefusal(await create(fields, [await backdrop()]), 400, message));
  });

  it('refuses a trailer clip and a YouTube link together, storing nothing', async () => {
    await expectNothingStored(app, async () => expectRefusal(await create({ trailer_url: YOUTUBE }, [clip()]), 400, adminMessages.trailerFileOrLink));
  });

  it('checks each file part as its own kind: type (415) and size (413)', async () => {
    await expectNothingStored(app, async () => {
      expectRefusal(await create({}, [{ ...clip(await png()), name: 'trailer.png' }]), 415, adminMessages.videoTypeInvalid);
      expectRefusal(await create({}, [imagePart('backdrop', mp4Bytes(), 'backdrop.jpg')]), 415, adminMessages.photoTypeInvalid);
      // Under the video limit, over the image one: the backdrop is cut at its own.
      const bigImage = Buffer.concat([await png(), Buffer.alloc(SMALL_UPLOAD_LIMITS.imageBytes, 1)]);
      expectRefusal(await create({}, [imagePart('backdrop', bigImage, 'big.png', 'image/png'), clip()]), 413, adminMessages.photoTooLarge);
      expectRefusal(await create({}, [clip(mp4Bytes(SMALL_UPLOAD_LIMITS.videoBytes + 1))]), 413, adminMessages.videoTooLarge);
    });
  });
});

describe('the backdrop', () => {
  it('is stored with its WebP variants; a new one replaces it and removes the old files', async () => {
    const movie = await createdWith({}, [await backdrop()]);
    const old = movie.backdrop_url as string;
    expect(old).toMatch(/^\/uploads\/movies\/[0-9a-f]{24}\.[0-9a-f]{10}\.jpg$/);
    expect(await isStored(app, imageVariantUrl(old, 1280))).toBe(true);
    expect((await publicMovie(movie.id)).backdrop_url).toBe(old);

    const kept = (await update(movie.id, { logline: 'Kept' })).json().movie;
    expect(kept.backdrop_url).toBe(old);

    const res = await update(movie.id, {}, [imagePart('backdrop', await png(1600, 900), 'wide.png', 'image/png')]);
    const replaced = res.json().movie.backdrop_url as string;
    expect(replaced).not.toBe(old);
    expect(await isStored(app, replaced)).toBe(true);
    expect(await isStored(app, old)).toBe(false);
    expect(await isStored(app, imageVariantUrl(old, 640))).toBe(false);
    expect(res.json().movie.thumbnail_url).toBe(movie.thumbnail_url);
  });

  it('of a write that fails is removed, and the stored one stays', async () => {
    const movie = await createdWith({}, [await backdrop()]);
    await expectNothingStored(app, async () => {
      const res = await update(movie.id, { trailer_url: '/uploads/trailers/not-this-one.mp4' }, [await backdrop()]);
      expectRefusal(res, 400, adminMessages.trailerUrlInvalid);
    });
    expect(await isStored(app, movie.backdrop_url)).toBe(true);
  });
});

describe('the trailer', () => {
  it('a clip is stored under /uploads/, kept when the form sends its address back, and removed when cleared', async () => {
    const movie = await createdWith({}, [clip()]);
    const stored = movie.trailer_url as string;
    expect(stored).toMatch(/^\/uploads\/trailers\/[0-9a-f]{24}\.mp4$/);
    expect(await readFile(app.deps.media.objects.localPathOf!(stored.slice('/uploads/'.length)))).toEqual(mp4Bytes(8192));

    expect((await update(movie.id, { trailer_url: stored })).json().movie.trailer_url).toBe(stored);
    expect(await isStored(app, stored)).toBe(true);

    expect((await update(movie.id, { trailer_url: '' })).json().movie.trailer_url).toBeNull();
    expect(await isStored(app, stored)).toBe(false);
  });

  it('a new clip or a YouTube link replaces a clip, whose file goes', async () => {
    const movie = await createdWith({}, [clip()]);
    const first = movie.trailer_url as string;
    const second = (await update(movie.id, { trailer_url: first }, [clip(mp4Bytes(9000))])).json().movie.trailer_url as string;
    expect(second).not.toBe(first);
    expect(await isStored(app, first)).toBe(false);

    const linked = (await update(movie.id, { trailer_url: 'https://youtu.be/aqz-KE-bpKQ' })).json().movie;
    expect(linked.trailer_url).toBe(YOUTUBE);
    expect(await isStored(app, second)).toBe(false);
    expect((await publicMovie(movie.id)).trailer_url).toBe(YOUTUBE);
  });

  it('a YouTube link is replaced by a clip, and may not be sent back as an /uploads/ address it is not', async () => {
    const movie = await createdWith({ trailer_url: YOUTUBE });
    expectRefusal(await update(movie.id, { trailer_url: '/uploads/trailers/x.mp4' }), 400, adminMessages.trailerUrlInvalid);
    const replaced = (await update(movie.id, {}, [clip()])).json().movie.trailer_url as string;
    expect(replaced).toMatch(/^\/uploads\/trailers\//);
    expect(await isStored(app, replaced)).toBe(true);
  });
});
