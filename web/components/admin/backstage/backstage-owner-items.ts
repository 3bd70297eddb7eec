// The movies or the movie galleries the backstage screen can manage, as one kind of item for the picker.
import { useQuery } from '@tanstack/react-query';
import type { AdminCover, AdminMovieListResponse } from '../../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { adminCoversQuery } from '../../../api/admin/list-admin-covers.ts';
import { adminMoviesQuery } from '../../../api/admin/list-admin-movies.ts';
import type { BackstageOwner } from '../../../api/admin/list-backstage-media.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import type { QueryViewQuery } from '../../query-view/query-view.tsx';

const texts = adminBackstageContent.picker;

export interface BackstageOwnerItem {
  id: number;
  title: string;
  /** The option's words: the title, marked when the movie is inactive or naming the cover's movie. */
  label: string;
  imageUrl: string | null;
  /** Portrait posters for movies, landscape images for covers. */
  imageShape: 'portrait' | 'landscape';
  isActive: boolean;
  isComingSoon: boolean;
  linkedMovieTitle: string | null;
  /** Where visitors see this item's backstage media; null while they cannot (an inactive movie). */
  publicPath: string | null;
}

function movieItems({ movies }: AdminMovieListResponse): BackstageOwnerItem[] {
  return movies.map((movie) => ({
    id: movie.id,
    title: movie.title,
    label: texts.movieOption(movie.title, movie.is_active),
    imageUrl: movie.thumbnail_url ?? movie.poster_url,
    imageShape: 'portrait',
    isActive: movie.is_active,
    isComingSoon: false,
    linkedMovieTitle: null,
    publicPath: movie.is_active ? `/movies/${movie.id}/backstage` : null,
  }));
}

function coverItems(covers: AdminCover[]): BackstageOwnerItem[] {
  return covers.map((cover) => ({
    id: cover.id,
    title: cover.title,
    label: texts.coverOption(cover.title, cover.movie_title),
    imageUrl: cover.cover_image_url,
    imageShape: 'landscape',
    isActive: true,
    isComingSoon: cover.is_coming_soon,
    linkedMovieTitle: cover.movie_title,
    publicPath: `/cover/${cover.id}`,
  }));
}

/** The owner's list (only the chosen owner's is fetched), for QueryView. */
export function useBackstageOwnerItems(owner: BackstageOwner): QueryViewQuery<BackstageOwnerItem[]> {
  const movies = useQuery({ ...adminMoviesQuery(), select: movieItems, enabled: owner === 'movies' });
  const covers = useQuery({ ...adminCoversQuery(), select: coverItems, enabled: owner === 'covers' });
  return owner === 'movies' ? movies : covers;
}

/** The list's failure in the words of docs/product.md#errors. */
export const ownerLoadFailed: Record<BackstageOwner, string> = {
  movies: adminScreenMessages.moviesLoadFailed,
  covers: adminScreenMessages.coversLoadFailed,
};
