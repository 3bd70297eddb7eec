// What the AdminMoviesPage tests share: the page with the fetch mock answering, its table's rows and cells, a row's
// menu, the dialog, a movie to edit, and the fakes every test starts with. Each test file still mocks tus-js-client itself (vi.mock is hoisted
// per file).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseRowAction } from '../../components/admin/row-actions/testing.ts';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { fakeTus } from '../../test/film-test-data.ts';
import { adminMoviesBody, createAdminMovie, stubObjectUrls } from '../../test/admin-test-data.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdminMoviesPage } from './admin-movies-page.tsx';

export const moviesAnswer = (movies: AdminMovie[]): FetchHandler => () => jsonResponse(adminMoviesBody(movies));

export function renderMoviesPage(handlers: Record<string, FetchHandler>, path = '/admin/movies') {
  const fetch = mockFetch(handlers);
  return { ...renderRoutes([{ path: '/admin/movies', element: <AdminMoviesPage /> }], { path }), ...fetch };
}

export const table = () => screen.getByRole('table', { name: 'Movies' });
const titled = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
/** The movie's row in the table (its name starts with the title). */
export const card = (title: string) => within(table()).getByRole('row', { name: titled(title) });
export const findMovie = (title: string) => screen.findByRole('row', { name: titled(title) });
/** The movie's cell under the column `header`. */
export function cellOf(title: string, header: string): HTMLElement {
  const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
  return card(title).children[headers.indexOf(header)] as HTMLElement;
}
/** Edit from the movie's '⋯' menu. */
export const editMovie = (user: UserEvent, title: string) => chooseRowAction(user, title, `Edit ${title}`);
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
