// Test data for the backstage screens: movies, covers, photos and videos as the API sends them. Tests only.
import type { BackstagePhoto, BackstageVideo, Cover, Movie } from '../../../common/catalogue.ts';

let nextId = 100;

export function createMovieData(overrides: Partial<Movie> = {}): Movie {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Movie ${id}`,
    logline: `The logline of movie ${id}.`,
    description: `The description of movie ${id}.`,
    price: 4.99,
    rental_duration_hours: 48,
    is_playable: true,
    duration: 96,
    thumbnail_url: `/uploads/movies/poster-${id}.ab12cd.jpg`,
    poster_url: `/uploads/movies/poster-${id}.ab12cd.jpg`,
    website_url: null,
    is_active: true,
    rating_stats: { average_rating: 0, total_reviews: 0 },
    ...overrides,
  };
}

export function createCoverData(overrides: Partial<Cover> = {}): Cover {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Cover ${id}`,
    description: `The story behind cover ${id}.`,
    movie_id: null,
    display_order: 0,
    cover_image_url: `/uploads/covers/cover-${id}.ab12cd.jpg`,
    is_coming_soon: false,
    ...overrides,
  };
}

export function createPhotoData(overrides: Partial<BackstagePhoto> = {}): BackstagePhoto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    image_url: `/uploads/backstage/photo-${id}.ab12cd.jpg`,
    width: 1200,
    height: 800,
    title: `Photo ${id}`,
    description: `What happened in photo ${id}.`,
    ...overrides,
  };
}

export function createVideoData(overrides: Partial<BackstageVideo> = {}): BackstageVideo {
  const id = overrides.id ?? nextId++;
  return {
    id,
    video_url: `/uploads/backstage/clip-${id}.ab12cd.mp4`,
    title: `Video ${id}`,
    description: `What happened in video ${id}.`,
    is_youtube: false,
    ...overrides,
  };
}
