import type { AuthResponse, PublicUser } from '../../common/auth.ts';
import type { BackstagePhoto, BackstageVideo, Cover, Movie, RentalStatus } from '../../common/catalogue.ts';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session-store.ts';

/** Ids counting up from `first`, for one kind of row (or several sharing a run). */
export function idsFrom(first: number): () => number {
  let next = first;
  return () => next++;
}

/**
 * A builder of rows as the API sends them: the given fields over `defaults`, which are made for the row's id (the
 * one given, else the next of `nextId`).
 */
export function builderOf<Row extends { id: number }>(nextId: () => number, defaults: (id: number) => Omit<Row, 'id'>) {
  return (overrides: Partial<Row> = {}): Row => {
    const id = overrides.id ?? nextId();
    return { id, ...defaults(id), ...overrides } as Row;
  };
}

let nextUserId = 1;

/** A user as the API sends it; `createUser({ isAdmin: true })` gives an administrator. */
export function createUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const id = overrides.id ?? nextUserId++;
  const isAdmin = overrides.isAdmin ?? overrides.role === 'admin';
  return {
    id,
    email: `user${id}@example.com`,
    firstName: 'Jane',
    lastName: 'Doe',
    role: isAdmin ? 'admin' : 'user',
    isAdmin,
    ...overrides,
  };
}

export function createAuthResponse(user: PublicUser = createUser(), token = `token-${user.id}`): AuthResponse {
  return { token, user };
}

/** A session left in localStorage by an earlier visit. */
export function storeTestSession(user: PublicUser, token = `token-${user.id}`): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** A movie as GET /api/movies sends it (docs/product.md#data). */
export const createTestMovie = builderOf<Movie>(idsFrom(1), (id) => ({
  title: `Movie ${id}`,
  logline: `The logline of movie ${id}.`,
  description: `The description of movie ${id}.`,
  price: 4.99,
  rental_duration_hours: 24,
  is_playable: true,
  duration: 102,
  thumbnail_url: `/uploads/movies/poster-${id}.abc123.jpg`,
  poster_url: `/uploads/movies/poster-${id}.abc123.jpg`,
  website_url: null,
  is_active: true,
  rating_stats: { average_rating: 0, total_reviews: 0 },
  ...noTitlePageExtras,
}));

/**
 * A movie's optional fields left empty, as a movie added with the short form has them: its title page's, and no
 * premiere or window to start (docs/product.md#premieres-and-windows).
 */
export const noTitlePageExtras = {
  backdrop_url: null,
  trailer_url: null,
  release_year: null,
  genres: [],
  certificate: null,
  credits: [],
  laurels: [],
  is_featured: false,
  featured_order: 0,
  has_backstage: false,
  premiere_at: null,
  premiere_time_zone: null,
  start_window_days: null,
} satisfies Partial<Movie>;

const noRental: RentalStatus = {
  is_rented: false,
  rental_end: null,
  rental_end_timestamp: null,
  state: null,
  starts_by: null,
  premiere_at: null,
  can_watch: false,
};

/** The rental state of a movie the viewer holds until `endsAt` (epoch ms): its clock running. */
export function rentedUntil(endsAt: number): RentalStatus {
  const end = new Date(endsAt).toISOString();
  return { ...noRental, is_rented: true, rental_end: end, rental_end_timestamp: endsAt, state: 'watching', can_watch: true };
}

/** A pre-order of a film premiering at `premiereAt` (ISO); `startsBy` when the film has a window to start. */
export function preorderedFor(premiereAt: string, startsBy: string | null = null): RentalStatus {
  return { ...noRental, is_rented: true, state: 'preordered', premiere_at: premiereAt, starts_by: startsBy };
}

/** A rental waiting for its first play until `startsBy` (epoch ms). */
export function notStartedUntil(startsBy: number): RentalStatus {
  return { ...noRental, is_rented: true, state: 'not_started', starts_by: new Date(startsBy).toISOString(), can_watch: true };
}

/** A past rental (its clock or its window to start ran out). */
export const expiredRental: RentalStatus = { ...noRental, state: 'expired' };

export const notRented: RentalStatus = noRental;

/** A movie gallery cover as GET /api/movies/covers sends it (docs/product.md#data); no movie of its own by default. */
export const createTestCover = builderOf<Cover>(idsFrom(1), (id) => ({
  title: `Cover ${id}`,
  description: `The story behind cover ${id}.`,
  movie_id: null,
  display_order: id,
  cover_image_url: `/uploads/covers/cover-${id}.abc123.jpg`,
  is_coming_soon: false,
}));

// Photos and videos share one run of ids, apart from the movies' and the covers'.
const nextMediaId = idsFrom(100);

/** A behind-the-scenes photo as the API sends it. */
export const createTestPhoto = builderOf<BackstagePhoto>(nextMediaId, (id) => ({
  image_url: `/uploads/backstage/photo-${id}.ab12cd.jpg`,
  width: 1200,
  height: 800,
  title: `Photo ${id}`,
  description: `What happened in photo ${id}.`,
}));

/** A behind-the-scenes video as the API sends it: an uploaded file unless `is_youtube`. */
export const createTestVideo = builderOf<BackstageVideo>(nextMediaId, (id) => ({
  video_url: `/uploads/backstage/clip-${id}.ab12cd.mp4`,
  title: `Video ${id}`,
  description: `What happened in video ${id}.`,
  is_youtube: false,
}));
