// GET /api/admin/{movies|covers}/{id}/backstage/photos and /videos: the behind-the-scenes media of one movie or
// movie gallery, as the admin manages them. Unlike the public lists, a failure here is shown (docs/product.md#errors).
import type { QueryClient } from '@tanstack/react-query';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';
import { adminList } from './list-query.ts';

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

const backstageMedia = <Item>(target: BackstageTarget, kind: 'photos' | 'videos') =>
  adminList<Item>(
    { path: backstagePath(target, kind), rows: kind, fallbackMessage: adminScreenMessages.backstageLoadFailed },
    adminKeys.backstageMedia(target.owner, target.id, kind),
  );

export function useAdminBackstagePhotos(target: BackstageTarget) {
  return backstageMedia<BackstagePhoto>(target, 'photos').useList();
}

export function useAdminBackstageVideos(target: BackstageTarget) {
  return backstageMedia<BackstageVideo>(target, 'videos').useList();
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
