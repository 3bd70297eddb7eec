import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import type { Review, ReviewsPage } from '../../../common/reviews.ts';
import { readReturnPath } from '../../auth/return-path.ts';
import { createTestMovie, createUser, notRented, rentedUntil, storeTestSession } from '../../test/factories.ts';
import { deferred, emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentLocationState, currentPath, renderRoutes } from '../../test/render.tsx';
import { ReviewsSection } from './reviews-section.tsx';

let nextReviewId = 1;
function review(overrides: Partial<Review> = {}): Review {
  const id = overrides.id ?? nextReviewId++;
  return { id, rating: 4, comment: `Review number ${id}, thoughtful.`, created_at: '2026-11-20T10:00:00.000Z', user_name: 'Maya C.', ...overrides };
}

function reviewsPage(reviews: Review[], overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    reviews,
    pagination: { total_pages: 1, current_page: 1 },
    stats: { total_reviews: reviews.length, average_rating: 4, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: reviews.length, 5: 0 } },
    ...overrides,
  };
}

const viewer = createUser({ id: 41, firstName: 'Ida', lastName: 'Lupino' });

function renderSection(movie: Movie, handlers: Record<string, FetchHandler>, options: { loggedIn?: boolean } = {}) {
  if (options.loggedIn) storeTestSession(viewer);
  const fetch = mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: viewer }), ...handlers });
  const routes = [
    { path: '/movies/:movieId', element: <section id="reviews"><ReviewsSection movie={movie} /></section> },
    { path: '/login', element: <p>Login page</p> },
  ];
  return { ...renderRoutes(routes, { path: `/movies/${movie.id}` }), ...fetch };
}

const movie = createTestMovie({ id: 7, rating_stats: { average_rating: 4, total_reviews: 1 } });

// The form is a lazy chunk carrying zod and react-hook-form: its first import, and typing into it key by key, can
// take seconds on a busy machine.
const formChunk = { timeout: 10_000 };
const typingTest = { timeout: 20_000 };
const reviewsOf7 = 'GET /api/reviews/movie/7';
const ownOf7 = 'GET /api/reviews/movie/7/user';

describe('ReviewsSection', () => {
  it('shows a visitor the average, the distribution and the reviews, and asks them to log in to write one', async () => {
    const page = reviewsPage([review({ comment: '<script>alert(1)</script> is just text', rating: 5, user_name: 'Ada L.' }), review({ rating: 2 })], {
      stats: { total_reviews: 2, average_rating: 3.5, rating_distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } },
    });
    const { user } = renderSection(movie, { [reviewsOf7]: () => jsonResponse(page) });

    expect(await screen.findByText('<script>alert(1)</script> is just text')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Ada L.')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
    const distribution = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(distribution).getByRole('listitem', { name: '5 stars: 1 review' })).toBeInTheDocument();
    expect(within(distribution).getByRole('listitem', { name: '3 stars: 0 reviews' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Log in to write a review' }));
    expect(currentPath()).toBe('/login');
    expect(readReturnPath(currentLocationState())).toBe('/movies/7');
  });

  it('asks for 10 per page and moves between pages', async () => {
    const firstPage = reviewsPage(Array.from({ length: 10 }, () => review()), { pagination: { total_pages: 2, current_page: 1 } });
    const secondPage = reviewsPage([review({ comment: 'The oldest review of all.' })], { pagination: { total_pages: 2, current_page: 2 } });
    const { user, requestsTo } = renderSection(movie, {
      [reviewsOf7]: (request) => jsonResponse(request.path.includes('page=2') ? secondPage : firstPage),
    });

    await screen.findByRole('button', { name: 'Page 2' });
    expect(requestsTo(reviewsOf7)[0]?.path).toBe('/api/reviews/movie/7?page=1&limit=10');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('The oldest review of all.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("says 'Failed to load reviews: {message}' when the list cannot be read", async () => {
    renderSection(movie, { [reviewsOf7]: () => jsonResponse({ error: 'Database unavailable' }, 500) });
    expect(await screen.findByText('Failed to load reviews: Database unavailable')).toBeInTheDocument();
  });

  it('tells a logged-in viewer without a rental to rent the movie first', async () => {
    renderSection(
      { ...movie, rental_status: notRented },
      { [reviewsOf7]: () => jsonResponse(reviewsPage([])), [ownOf7]: () => jsonResponse({ error: 'Review not found' }, 404) },
      { loggedIn: true },
    );
    expect(await screen.findByText('Rent this movie to write a review.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says 'Failed to load user review data. Please refresh the page.' when the viewer's own review cannot be read", async () => {
    renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      { [reviewsOf7]: () => jsonResponse(reviewsPage([])), [ownOf7]: () => jsonResponse({ error: 'boom' }, 500) },
      { loggedIn: true },
    );
    expect(await screen.findByText('Failed to load user review data. Please refresh the page.')).toBeInTheDocument();
  });

  it('lets a renter write a review once both rules hold, with a live character count', typingTest, async () => {
    const saved = review({ id: 90, rating: 4, comment: 'Tense, clever, beautifully scored.', user_name: 'Ida L.' });
    let own: Review | null = null;
    const { user, requestsTo } = renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      {
        [reviewsOf7]: () => jsonResponse(reviewsPage(own ? [own] : [])),
        [ownOf7]: () => (own ? jsonResponse({ review: own }) : jsonResponse({ error: 'Review not found' }, 404)),
        'POST /api/reviews/movie/7': () => {
          own = saved;
          return jsonResponse({ review: saved }, 201);
        },
      },
      { loggedIn: true },
    );

    const form = await screen.findByRole('form', { name: 'Write a Review' }, formChunk);
    const submit = within(form).getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    expect(within(form).getByText('No rating')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Your review'), '  Too short ');
    expect(await within(form).findByText('Comment must be at least 10 characters long')).toBeInTheDocument();
    expect(within(form).getByText('9/1000 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: '4 stars, Very Good' }));
    expect(within(form).getByText('Very Good')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(within(form).getByLabelText('Your review'));
    await user.type(within(form).getByLabelText('Your review'), '  Tense, clever, beautifully scored.  ');
    expect(within(form).getByText('34/1000 characters')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const ownReview = await screen.findByRole('region', { name: 'Your Review' });
    expect(within(ownReview).getByText('Tense, clever, beautifully scored.')).toBeInTheDocument();
    expect(requestsTo('POST /api/reviews/movie/7')[0]?.body).toEqual({ rating: 4, comment: 'Tense, clever, beautifully scored.' });
  });

  it("keeps the form and says 'Failed to submit review' with the server's reason when the write is refused", typingTest, async () => {
    const { user } = renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      {
        [reviewsOf7]: () => jsonResponse(reviewsPage([])),
        [ownOf7]: () => jsonResponse({ error: 'Review not found' }, 404),
        'POST /api/reviews/movie/7': () => jsonResponse({ error: 'You need an active rental of this movie to review it' }, 403),
      },
      { loggedIn: true },
    );
    const form = await screen.findByRole('form', { name: 'Write a Review' }, formChunk);
    await user.click(within(form).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(within(form).getByLabelText('Your review'), 'Wonderful from start to end.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit review');
    expect(alert).toHaveTextContent('You need an active rental of this movie to review it');
    expect(within(form).getByLabelText('Your review')).toHaveValue('Wonderful from start to end.');
  });

  it('edits the own review, then deletes it after a confirmation', async () => {
    let own: Review | null = review({ id: 55, rating: 3, comment: 'Solid, if a little long.', user_name: 'Ida L.' });
    const gate = deferred<void>();
    const { user, requestsTo } = renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      {
        [reviewsOf7]: () => jsonResponse(reviewsPage(own ? [own] : [])),
        [ownOf7]: () => (own ? jsonResponse({ review: own }) : jsonResponse({ error: 'Review not found' }, 404)),
        'POST /api/reviews/movie/7': (request) => {
          own = { ...(own as Review), ...(request.body as { rating: number; comment: string }) };
          return jsonResponse({ review: own });
        },
        'DELETE /api/reviews/55': async () => {
          await gate.promise;
          own = null;
          return emptyResponse(204);
        },
      },
      { loggedIn: true },
    );

    const ownReview = await screen.findByRole('region', { name: 'Your Review' });
    await user.click(within(ownReview).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Your Review' }, formChunk);
    expect(within(form).getByLabelText('Your review')).toHaveValue('Solid, if a little long.');
    await user.click(within(form).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your Review' })).toBeInTheDocument());
    expect(requestsTo('POST /api/reviews/movie/7')[0]?.body).toEqual({ rating: 5, comment: 'Solid, if a little long.' });

    await user.click(within(screen.getByRole('region', { name: 'Your Review' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Review' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByRole('form', { name: 'Write a Review' }, formChunk)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to delete review' in the dialog when the delete fails, and keeps the review", async () => {
    const own = review({ id: 56, user_name: 'Ida L.' });
    const { user } = renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      {
        [reviewsOf7]: () => jsonResponse(reviewsPage([own])),
        [ownOf7]: () => jsonResponse({ review: own }),
        'DELETE /api/reviews/56': () => jsonResponse({ error: 'boom' }, 500),
      },
      { loggedIn: true },
    );
    await user.click(within(await screen.findByRole('region', { name: 'Your Review' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete review');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Your Review' })).toBeInTheDocument();
  });

  it("shows the viewer's own review once, above the list with Edit and Delete, and not again in the list", async () => {
    const own = review({ id: 60, comment: 'My own thoughts on the ending.', user_name: 'Ida L.' });
    const other = review({ id: 61, comment: 'Someone else loved the score.', user_name: 'Ada L.' });
    renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      { [reviewsOf7]: () => jsonResponse(reviewsPage([own, other])), [ownOf7]: () => jsonResponse({ review: own }) },
      { loggedIn: true },
    );

    const ownReview = await screen.findByRole('region', { name: 'Your Review' });
    expect(within(ownReview).getByText('My own thoughts on the ending.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByText('Someone else loved the score.')).toBeInTheDocument();
    expect(screen.getAllByText('My own thoughts on the ending.')).toHaveLength(1);
  });

  it("shows no empty list when the viewer's own review is the only one", async () => {
    const own = review({ id: 62, comment: 'The first and only review.', user_name: 'Ida L.' });
    renderSection(
      { ...movie, rental_status: rentedUntil(Date.now() + 3_600_000) },
      { [reviewsOf7]: () => jsonResponse(reviewsPage([own])), [ownOf7]: () => jsonResponse({ review: own }) },
      { loggedIn: true },
    );

    expect(await screen.findByRole('region', { name: 'Your Review' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('The first and only review.')).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
  });

  it('lets an author whose rental ended delete, but not edit, their review', async () => {
    const own = review({ id: 57, user_name: 'Ida L.' });
    renderSection(
      { ...movie, rental_status: notRented },
      { [reviewsOf7]: () => jsonResponse(reviewsPage([own])), [ownOf7]: () => jsonResponse({ review: own }) },
      { loggedIn: true },
    );
    const ownReview = await screen.findByRole('region', { name: 'Your Review' });
    expect(within(ownReview).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(ownReview).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
