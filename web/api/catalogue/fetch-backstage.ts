// The backstage photo and video lists of a movie or a cover, fetched side by side (docs/product.md#api).
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { apiRequest } from '../api-client.ts';

export interface BackstageMedia {
  photos: BackstagePhoto[];
  videos: BackstageVideo[];
}

/** A list that fails or is not an array counts as empty (docs/product.md#errors: those failures are silent). */
async function fetchListOrEmpty<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  try {
    const body = await apiRequest<unknown>(path, { signal });
    return Array.isArray(body) ? (body as T[]) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** `basePath` is the movie's or the cover's own path, e.g. '/movies/7'. */
export async function fetchBackstage(basePath: string, signal?: AbortSignal): Promise<BackstageMedia> {
  const [photos, videos] = await Promise.all([
    fetchListOrEmpty<BackstagePhoto>(`${basePath}/backstage/photos`, signal),
    fetchListOrEmpty<BackstageVideo>(`${basePath}/backstage/videos`, signal),
  ]);
  return { photos, videos };
}
