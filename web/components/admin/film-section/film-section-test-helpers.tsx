// What the FilmSection tests share: rendering the section for a movie of its own, and picking a film.
// Each test file still mocks tus-js-client itself (vi.mock is hoisted per file) and resets fakeTus before each test.
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AdminFilm } from '../../../../common/films.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../../test/render.tsx';
import { FilmSection } from './film-section.tsx';
import { fakeTus, filmFile } from '../../../test/film-test-data.ts';

export const GB = 1024 ** 3;

// Uploads live outside React (one per movie, surviving the form), so every test takes a movie of its own.
let lastMovieId = 299;

export function newMovieId(): number {
  lastMovieId += 1;
  return lastMovieId;
}

export function renderSection(film: AdminFilm | null, handlers: Record<string, FetchHandler> = {}) {
  const movieId = newMovieId();
  const state = { film };
  const fetch = mockFetch({
    [`GET /api/admin/movies/${movieId}/film`]: () => jsonResponse({ film: state.film }),
    ...Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [key.replace(':id', String(movieId)), handler])),
  });
  const onReady = vi.fn();
  const rendered = renderWithQueryClient(<FilmSection movieId={movieId} onReady={onReady} />);
  return { ...rendered, ...fetch, movieId, state, onReady, filmPath: `/api/admin/movies/${movieId}/film` };
}

export const section = () => screen.getByRole('region', { name: 'Film' });
export const picker = () => screen.getByLabelText('Film file');

/** Picks a file and waits until tus-js-client was asked to start it. */
export async function pickFilm(user: ReturnType<typeof userEvent.setup>, file = filmFile()) {
  const before = fakeTus.uploads.length;
  await user.upload(picker(), file);
  await waitFor(() => expect(fakeTus.uploads.length).toBe(before + 1));
  const upload = fakeTus.last();
  await waitFor(() => expect(upload.starts).toBe(1));
  return upload;
}
