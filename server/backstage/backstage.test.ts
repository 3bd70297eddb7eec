import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../test/app.ts';
import { createBackstagePhoto, createBackstageVideo, createCover, createMovie } from '../test/factories.ts';
import { db } from '../test/database.ts';

const app = sharedTestApp();

const get = (url: string) => app.inject({ method: 'GET', url });

describe('movie backstage', () => {
  it('lists the movie’s photos and videos in the order they were added, and nobody else’s', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const other = await createMovie(d);
    const p1 = await createBackstagePhoto(d, { movieId: movie.id }, { title: 'Lighting', description: 'Fog', createdAt: new Date(Date.now() - 1000) });
    const p2 = await createBackstagePhoto(d, { movieId: movie.id }, { width: null, height: null });
    await createBackstagePhoto(d, { movieId: other.id });
    const v1 = await createBackstageVideo(d, { movieId: movie.id }, { videoUrl: 'https://youtu.be/abcdefghijk', isYoutube: true, title: 'Interview' });

    const photos = await get(`/api/movies/${movie.id}/backstage/photos`);
    expect(photos.statusCode).toBe(200);
    expect(photos.json()).toEqual([
      { id: p1.id, image_url: p1.imageUrl, width: 1200, height: 800, title: 'Lighting', description: 'Fog' },
      { id: p2.id, image_url: p2.imageUrl, width: null, height: null, title: null, description: null },
    ]);
    const videos = await get(`/api/movies/${movie.id}/backstage/videos`);
    expect(videos.json()).toEqual([
      { id: v1.id, video_url: 'https://youtu.be/abcdefghijk', title: 'Interview', description: null, is_youtube: true },
    ]);
  });

  it('answers empty lists for a movie without backstage media', async () => {
    const movie = await createMovie(await db());
    expect((await get(`/api/movies/${movie.id}/backstage/photos`)).json()).toEqual([]);
    expect((await get(`/api/movies/${movie.id}/backstage/videos`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown, malformed or inactive movie', async () => {
    const inactive = await createMovie(await db(), { isActive: false });
    for (const id of ['999999999', 'x', String(inactive.id)]) {
      const res = await get(`/api/movies/${id}/backstage/photos`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Movie not found' });
    }
  });
});

describe('cover backstage', () => {
  it('lists the cover’s photos and videos', async () => {
    const d = await db();
    const cover = await createCover(d);
    const photo = await createBackstagePhoto(d, { coverId: cover.id });
    const video = await createBackstageVideo(d, { coverId: cover.id }, { title: 'Q&A' });
    expect((await get(`/api/movies/covers/${cover.id}/backstage/photos`)).json().map((p: { id: number }) => p.id)).toEqual([photo.id]);
    expect((await get(`/api/movies/covers/${cover.id}/backstage/videos`)).json()).toEqual([
      { id: video.id, video_url: video.videoUrl, title: 'Q&A', description: null, is_youtube: false },
    ]);
  });

  it('answers 404 for an unknown cover', async () => {
    const res = await get('/api/movies/covers/999999999/backstage/videos');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Cover not found' });
  });
});
