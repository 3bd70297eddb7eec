// Test data and helpers of the admin catalogue screens' tests.
import { vi } from 'vitest';
import type { AdminCover, AdminMovie } from '../../common/admin-catalogue.ts';
import { builderOf, idsFrom, noTitlePageExtras } from './factories.ts';

/** A movie as GET /api/admin/movies sends it. */
export const createAdminMovie = builderOf<AdminMovie>(idsFrom(100), (id) => ({
  title: `Movie ${id}`,
  logline: '',
  description: '',
  price: 4.99,
  rental_duration_hours: 48,
  duration: 102,
  thumbnail_url: `/uploads/movies/poster-${id}.abc123.jpg`,
  poster_url: `/uploads/movies/poster-${id}.abc123.jpg`,
  website_url: null,
  video_url: null,
  is_playable: true,
  film: null,
  is_active: true,
  rating_stats: { average_rating: 0, total_reviews: 0 },
  rental_count: 0,
  created_at: '2025-05-01T10:00:00.000Z',
  ...noTitlePageExtras,
}));

/** The studio's zone the admin movie list names in the tests (a zone with daylight saving, as most studios have). */
export const TEST_STUDIO_TIME_ZONE = 'America/Los_Angeles';

/** GET /api/admin/movies as the server answers it: the movies and the studio's time zone. */
export const adminMoviesBody = (movies: AdminMovie[]) => ({ movies, studio_time_zone: TEST_STUDIO_TIME_ZONE });

/** A cover as GET /api/admin/movie-galleries sends it. */
export const createAdminCover = builderOf<AdminCover>(idsFrom(200), (id) => ({
  title: `Cover ${id}`,
  description: '',
  movie_id: null,
  movie_title: null,
  display_order: 0,
  cover_image_url: `/uploads/covers/cover-${id}.abc123.jpg`,
  is_coming_soon: false,
}));

/** The text parts of a multipart body (as a FakeXhr got it), in order, and its file parts by name. */
export function multipartOf(body: FormData): { text: [string, string][]; files: Record<string, File> } {
  const text: [string, string][] = [];
  const files: Record<string, File> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') text.push([name, value]);
    else files[name] = value;
  }
  return { text, files };
}

/** An image file of the given type and (claimed) size. */
export function imageFile(name: string, type = 'image/png', size?: number): File {
  const file = new File(['image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no object URLs: the picker's preview gets 'blob:preview-N'. */
export function stubObjectUrls() {
  let count = 0;
  const create = vi.fn(() => `blob:preview-${++count}`);
  const revoke = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { create, revoke };
}
