import type { AuthResponse, PublicUser } from '../../common/auth.ts';
import type { Cover, Movie, RentalStatus } from '../../common/catalogue.ts';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../api/session-store.ts';

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

let nextMovieId = 1;

/** A movie as GET /api/movies sends it (SPEC.md §3). */
export function createTestMovie(overrides: Partial<Movie> = {}): Movie {
  const id = overrides.id ?? nextMovieId++;
  return {
    id,
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
    ...overrides,
  };
}

/** The rental state of a movie the viewer holds until `endsAt` (epoch ms). */
export function rentedUntil(endsAt: number): RentalStatus {
  return { is_rented: true, rental_end: new Date(endsAt).toISOString(), rental_end_timestamp: endsAt };
}

export const notRented: RentalStatus = { is_rented: false, rental_end: null, rental_end_timestamp: null };

let nextCoverId = 1;

/** A movie gallery cover as GET /api/movies/covers sends it (SPEC.md §3); no movie of its own by default. */
export function createTestCover(overrides: Partial<Cover> = {}): Cover {
  const id = overrides.id ?? nextCoverId++;
  return {
    id,
    title: `Cover ${id}`,
    description: `The story behind cover ${id}.`,
    movie_id: null,
    display_order: id,
    cover_image_url: `/uploads/covers/cover-${id}.abc123.jpg`,
    is_coming_soon: false,
    ...overrides,
  };
}
