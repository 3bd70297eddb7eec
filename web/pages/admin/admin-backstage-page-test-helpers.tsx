// What the AdminBackstagePage tests share: the movies, covers and media the fetch mock answers with, the page, a
// photo file and the Photos and Videos sections.
import { screen } from '@testing-library/react';
import type { AdminCover, AdminMovie } from '../../../common/admin-catalogue.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { createTestCover, createTestMovie, createTestPhoto, createTestVideo } from '../../test/factories.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdminBackstagePage } from './admin-backstage-page.tsx';

const routes = [{ path: '/admin/backstage', element: <AdminBackstagePage /> }];

function adminMovie(overrides: Partial<AdminMovie> = {}): AdminMovie {
  const { rental_status: _rental, ...movie } = createTestMovie(overrides);
  return { ...movie, video_url: null, film: null, rental_count: 0, created_at: '2025-01-01T00:00:00.000Z', ...overrides };
}

function adminCover(overrides: Partial<AdminCover> = {}): AdminCover {
  return { ...createTestCover(overrides), movie_title: null, ...overrides };
}

export const movies = [
  adminMovie({ id: 3, title: 'Deep Seeded Thoughts' }),
  adminMovie({ id: 4, title: 'Back 2 Basics', is_active: false }),
];
const covers = [adminCover({ id: 9, title: 'Salt & Static', movie_title: 'Deep Seeded Thoughts', movie_id: 3 })];
export const photos = [
  createTestPhoto({ id: 5, title: 'The greenhouse set', description: 'Two weeks of building.' }),
  createTestPhoto({ id: 6, title: null, description: null }),
];
export const videos = [
  createTestVideo({ id: 11, title: 'Cast interview', video_url: 'https://youtu.be/eRsGyueVLvQ', is_youtube: true }),
  createTestVideo({ id: 12, title: 'Rain machine', description: 'The storm, by hand.' }),
];

/** The admin calls of the screen, for movie 3 and cover 9; `overrides` replace or add handlers. */
export function mockBackstage(overrides: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/admin/movies': () => jsonResponse({ movies }),
    'GET /api/admin/movie-galleries': () => jsonResponse({ covers }),
    'GET /api/admin/movies/3/backstage/photos': () => jsonResponse({ photos }),
    'GET /api/admin/movies/3/backstage/videos': () => jsonResponse({ videos }),
    'GET /api/admin/covers/9/backstage/photos': () => jsonResponse({ photos: [] }),
    'GET /api/admin/covers/9/backstage/videos': () => jsonResponse({ videos: [] }),
    ...overrides,
  });
}

export function renderPage(path = '/admin/backstage?owner=movies&id=3') {
  return renderRoutes(routes, { path });
}

export function photo(name: string, { type = 'image/jpeg', size }: { type?: string; size?: number } = {}): File {
  const file = new File(['pixels'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 * 1024;

export async function photosSection() {
  return (await screen.findByRole('heading', { level: 2, name: /^Photos/ })).closest('section')!;
}

export async function videosSection() {
  return (await screen.findByRole('heading', { level: 2, name: /^Videos/ })).closest('section')!;
}

