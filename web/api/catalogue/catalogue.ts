// The public catalogue calls of SPEC.md §7, as TanStack Query hooks. Types only from common/: no zod here.
import { useQuery } from '@tanstack/react-query';
import type { BackstagePhoto, BackstageVideo, Cover, Movie } from '../../../common/catalogue.ts';
import { errorMessages, publicMessages } from '../../../common/messages.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { ApiError, apiRequest } from '../api-client.ts';

export const catalogueKeys = {
  movies: (viewerId: number | null) => ['movies', 'list', viewerId] as const,
  movie: (movieId: string, viewerId: number | null) => ['movies', 'detail', movieId, viewerId] as const,
  movieBackstage: (movieId: string) => ['movies', 'backstage', movieId] as const,
  covers: () => ['covers', 'list'] as const,
  cover: (coverId: string) => ['covers', 'detail', coverId] as const,
  coverBackstage: (coverId: string) => ['covers', 'backstage', coverId] as const,
};

/** The logged-in viewer's id (their rental state is part of the answer), or null for a visitor. */
function useViewerId(): number | null {
  const { user, isAuthenticated } = useAuth();
  return isAuthenticated && user ? user.id : null;
}

const rentalQuery = (viewerId: number | null) => (viewerId === null ? '' : '?include_rental=true');

/** The list answer is `{movies}`; a bare array is accepted too (SPEC.md §7). */
export async function fetchMovies(viewerId: number | null, signal?: AbortSignal): Promise<Movie[]> {
  const body = await apiRequest<{ movies: Movie[] } | Movie[]>(`/movies${rentalQuery(viewerId)}`, {
    signal,
    fallbackMessage: publicMessages.moviesLoadFailed,
  });
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.movies)) return body.movies;
  throw new ApiError(200, errorMessages.invalidResponse);
}

export function useMovies() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: catalogueKeys.movies(viewerId),
    queryFn: ({ signal }) => fetchMovies(viewerId, signal),
  });
}

/**
 * One movie (`{movie}` or the bare movie). Errors carry the spec's texts: 'Movie not found' for a 404,
 * 'Failed to fetch movie details (status)' for other failures, the network text when there is no answer.
 */
export async function fetchMovie(movieId: string, viewerId: number | null, signal?: AbortSignal): Promise<Movie> {
  let body: { movie: Movie } | Movie;
  try {
    body = await apiRequest<{ movie: Movie } | Movie>(`/movies/${encodeURIComponent(movieId)}${rentalQuery(viewerId)}`, {
      signal,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    if (error.status === 404) throw new ApiError(404, publicMessages.movieNotFound);
    if (error.message === errorMessages.invalidResponse) throw error;
    throw new ApiError(error.status, publicMessages.movieDetailsFailed(error.status));
  }
  const movie = body && 'movie' in body ? body.movie : body;
  if (!movie || typeof movie !== 'object' || typeof movie.id !== 'number') {
    throw new ApiError(200, errorMessages.invalidResponse);
  }
  return movie;
}

export function useMovie(movieId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: catalogueKeys.movie(movieId, viewerId),
    queryFn: ({ signal }) => fetchMovie(movieId, viewerId, signal),
  });
}

export interface BackstageMedia {
  photos: BackstagePhoto[];
  videos: BackstageVideo[];
}

/** A list that fails or is not an array counts as empty (SPEC.md §8: those failures are silent). */
async function fetchListOrEmpty<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  try {
    const body = await apiRequest<unknown>(path, { signal });
    return Array.isArray(body) ? (body as T[]) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export async function fetchBackstage(basePath: string, signal?: AbortSignal): Promise<BackstageMedia> {
  const [photos, videos] = await Promise.all([
    fetchListOrEmpty<BackstagePhoto>(`${basePath}/backstage/photos`, signal),
    fetchListOrEmpty<BackstageVideo>(`${basePath}/backstage/videos`, signal),
  ]);
  return { photos, videos };
}

export function useMovieBackstage(movieId: string) {
  return useQuery({
    queryKey: catalogueKeys.movieBackstage(movieId),
    queryFn: ({ signal }) => fetchBackstage(`/movies/${encodeURIComponent(movieId)}`, signal),
  });
}

/** Covers in display order; the answer is an array (`{covers}` accepted too). */
export async function fetchCovers(signal?: AbortSignal): Promise<Cover[]> {
  const body = await apiRequest<Cover[] | { covers: Cover[] }>('/movies/covers', {
    signal,
    fallbackMessage: publicMessages.coversFetchFailed,
  });
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.covers)) return body.covers;
  throw new ApiError(200, errorMessages.invalidResponse);
}

export function useCovers() {
  return useQuery({ queryKey: catalogueKeys.covers(), queryFn: ({ signal }) => fetchCovers(signal) });
}

/**
 * One cover. A 404 keeps its status (the page shows 'Cover Not Found'); other answers become
 * 'Cover not found (status)'; no answer at all, 'An error occurred while loading the cover'.
 */
export async function fetchCover(coverId: string, signal?: AbortSignal): Promise<Cover> {
  let body: Cover | { cover: Cover };
  try {
    body = await apiRequest<Cover | { cover: Cover }>(`/movies/covers/${encodeURIComponent(coverId)}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) throw new ApiError(404, publicMessages.coverNotFound);
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, publicMessages.coverNotFoundStatus(error.status));
    }
    throw new ApiError(0, publicMessages.coverLoadFailed);
  }
  const cover = body && 'cover' in body ? body.cover : body;
  if (!cover || typeof cover !== 'object' || typeof cover.id !== 'number') {
    throw new ApiError(200, publicMessages.coverLoadFailed);
  }
  return cover;
}

export function useCover(coverId: string) {
  return useQuery({ queryKey: catalogueKeys.cover(coverId), queryFn: ({ signal }) => fetchCover(coverId, signal) });
}

export function useCoverBackstage(coverId: string) {
  return useQuery({
    queryKey: catalogueKeys.coverBackstage(coverId),
    queryFn: ({ signal }) => fetchBackstage(`/movies/covers/${encodeURIComponent(coverId)}`, signal),
  });
}
