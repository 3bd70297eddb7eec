// GET /api/admin/{movies|covers}/{id}/backstage/photos and /videos: the behind-the-scenes media of one movie or
// movie gallery, as the admin manages them. Unlike the public lists, a failure here is shown (SPEC.md §8).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';

/** Whose media: a movie's or a movie gallery's (cover's); also the segment of their admin paths. */
export type BackstageOwner = 'movies' | 'covers';
export const BACKSTAGE_OWNERS: readonly BackstageOwner[] = ['movies', 'covers'];

export interface BackstageTarget {
  owner: BackstageOwner;
  id: number;
}

export function backstagePath({ owner, id }: BackstageTarget, kind: 'photos' | 'videos'): string {
  return `/admin/${owner}/${id}/backstage/${kind}`;
}

export async function fetchAdminBackstagePhotos(target: BackstageTarget, signal?: AbortSignal): Promise<BackstagePhoto[]> {
  const body = await apiRequest<unknown>(backstagePath(target, 'photos'), {
    signal,
    fallbackMessage: adminMessages.backstageLoadFailed,
  });
  return listIn<BackstagePhoto>(body, 'photos');
}

export async function fetchAdminBackstageVideos(target: BackstageTarget, signal?: AbortSignal): Promise<BackstageVideo[]> {
  const body = await apiRequest<unknown>(backstagePath(target, 'videos'), {
    signal,
    fallbackMessage: adminMessages.backstageLoadFailed,
  });
  return listIn<BackstageVideo>(body, 'videos');
}

export const adminBackstagePhotosQuery = (target: BackstageTarget) =>
  queryOptions({
    queryKey: adminKeys.backstageMedia(target.owner, target.id, 'photos'),
    queryFn: ({ signal }) => fetchAdminBackstagePhotos(target, signal),
  });

export const adminBackstageVideosQuery = (target: BackstageTarget) =>
  queryOptions({
    queryKey: adminKeys.backstageMedia(target.owner, target.id, 'videos'),
    queryFn: ({ signal }) => fetchAdminBackstageVideos(target, signal),
  });

export function useAdminBackstagePhotos(target: BackstageTarget) {
  return useQuery(adminBackstagePhotosQuery(target));
}

export function useAdminBackstageVideos(target: BackstageTarget) {
  return useQuery(adminBackstageVideosQuery(target));
}

/**
 * After any backstage write: the admin lists, and the public answers that show the owner's media
 * (catalogueKeys.movies covers every movie's backstage lists, catalogueKeys.covers every cover's).
 */
export function refreshAfterBackstageChange(queryClient: QueryClient, owner: BackstageOwner): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.backstage }),
    queryClient.invalidateQueries({ queryKey: owner === 'movies' ? catalogueKeys.movies : catalogueKeys.covers }),
  ]);
}
