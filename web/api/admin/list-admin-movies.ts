import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { adminList } from './list-query.ts';

/** GET /api/admin/movies: every movie, active or not, newest first, each with its rental count. */
const movies = adminList<AdminMovie>(
  { path: '/admin/movies', rows: 'movies', fallbackMessage: adminScreenMessages.moviesLoadFailed },
  adminKeys.movies,
);

export const adminMoviesQuery = movies.query;
export const useAdminMovies = movies.useList;
