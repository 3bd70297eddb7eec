// The backstage photo and video lists of a movie or a cover, fetched side by side (docs/product.md#api).
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { ApiError, apiRequest, INVALID_RESPONSE_MESSAGE } from '../api-client.ts';

export interface BackstageMedia {
  photos: BackstagePhoto[];
  videos: BackstageVideo[];
}

/**
 * What a list that fails (or is not an array) does (docs/product.md#trailers-galleries-and-behind-the-scenes): a
 * movie's fails its page, which shows the Error screen; a cover's counts as empty.
 */
type ListFailure = 'fail' | 'empty';

async function fetchList<T>(path: string, onFailure: ListFailure, signal?: AbortSignal): Promise<T[]> {
  try {
    const body = await apiRequest<unknown>(path, { signal });
    if (Array.isArray(body)) return body as T[];
    throw new ApiError(200, INVALID_RESPONSE_MESSAGE);
  } catch (error) {
    if (signal?.aborted || onFailure === 'fail') throw error;
    return [];
  }
}

/** `basePath` is the movie's or the cover's own path, e.g. '/movies/7'. */
export async function fetchBackstage(basePath: string, onFailure: ListFailure, signal?: AbortSignal): Promise<BackstageMedia> {
  const [photos, videos] = await Promise.all([
    fetchList<BackstagePhoto>(`${basePath}/backstage/photos`, onFailure, signal),
    fetchList<BackstageVideo>(`${basePath}/backstage/videos`, onFailure, signal),
  ]);
  return { photos, videos };
}
