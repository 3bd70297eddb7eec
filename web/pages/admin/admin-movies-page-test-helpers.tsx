// What the AdminMoviesPage tests share: the page with the fetch mock answering, its cards and dialog, a movie to
// edit, and the fakes every test starts with. Each test file still mocks tus-js-client itself (vi.mock is hoisted
// per file).
import { screen, within } from '@testing-library/react';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { fakeTus } from '../../test/film-test-data.ts';
import { createAdminMovie, stubObjectUrls } from '../../test/admin-test-data.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdminMoviesPage } from './admin-movies-page.tsx';

export const moviesAnswer = (movies: AdminMovie[]): FetchHandler => () => jsonResponse({ movies });

export function renderMoviesPage(handlers: Record<string, FetchHandler>, path = '/admin/movies') {
  const fetch = mockFetch(handlers);
  return { ...renderRoutes([{ path: '/admin/movies', element: <AdminMoviesPage /> }], { path }), ...fetch };
}

export const grid = () => screen.getByRole('list', { name: 'Movies' });
export const card = (title: string) => within(grid()).getByRole('article', { name: title });
export const dialog = () => screen.getByRole('dialog');

export const northbound = () =>
  createAdminMovie({
    id: 3,
    title: 'Northbound',
    logline: 'Two brothers, one dying truck.',
    description: 'A road movie to the Arctic Circle.',
    price: 3.99,
    rental_duration_hours: 72,
    duration: 96,
    website_url: 'https://northbound.example',
    video_url: 'https://youtu.be/abc123',
    rental_count: 12,
  });

/**
 * Stubs object URLs and XMLHttpRequest and resets the fake tus, before each test. Saves go through uploadRequest
 * (XMLHttpRequest): the returned fake shows what was sent, and the test answers.
 */
export function installMoviesPageFakes() {
  stubObjectUrls();
  const xhrs = installFakeXhr();
  fakeTus.reset();
  return xhrs;
}
