import { describe, expect, it } from 'vitest';
import type { Cover } from '../../common/catalogue.ts';
import { sharedTestApp } from '../test/app.ts';
import { createCover, createMovie } from '../test/factories.ts';
import { db } from '../test/database.ts';

const app = sharedTestApp();

describe('GET /api/movies/covers', () => {
  it('lists covers by display_order, with the linked movie only while it is active', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const retired = await createMovie(d, { isActive: false });
    const second = await createCover(d, { displayOrder: 1002, movieId: movie.id, description: 'Stills' });
    const first = await createCover(d, { displayOrder: 1001, isComingSoon: true });
    const third = await createCover(d, { displayOrder: 1003, movieId: retired.id });

    const res = await app.inject({ method: 'GET', url: '/api/movies/covers' });
    expect(res.statusCode).toBe(200);
    const covers: Cover[] = res.json();
    const ours = covers.filter((c) => [first.id, second.id, third.id].includes(c.id));
    expect(ours.map((c) => c.id)).toEqual([first.id, second.id, third.id]);
    expect(ours[0]).toEqual({
      id: first.id,
      title: first.title,
      description: '',
      movie_id: null,
      display_order: 1001,
      cover_image_url: '/uploads/covers/cover.abc.jpg',
      is_coming_soon: true,
    });
    expect(ours[1]?.movie_id).toBe(movie.id);
    expect(ours[2]?.movie_id).toBeNull();
    const orders = covers.map((c) => c.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/movies/covers/:id', () => {
  it('answers the cover', async () => {
    const cover = await createCover(await db(), { title: 'Festival Circuit' });
    const res = await app.inject({ method: 'GET', url: `/api/movies/covers/${cover.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: cover.id, title: 'Festival Circuit' });
  });

  it.each(['999999999', 'nope', '0'])('answers 404 for the id %s', async (id) => {
    const res = await app.inject({ method: 'GET', url: `/api/movies/covers/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Cover not found' });
  });
});
