import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDate } from '../../../common/format.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { paymentMessages } from '../../../common/messages/payments.ts';
import type { VerifyPaymentResponse } from '../../../common/payments.ts';
import { STILL_PROCESSING_RETRY_MS } from '../../api/payments/request-payment-verification.ts';
import { deferred, mockFetch } from '../../test/fetch-mock.ts';
import { createTestMovie, createUser, rentedUntil, storeTestSession } from '../../test/factories.ts';
import { installFakeYouTube } from '../../test/fake-youtube.ts';
import { currentPath, renderApp } from '../../test/render.tsx';

function logIn() {
  const user = createUser();
  storeTestSession(user);
  return { 'GET /api/auth/verify': () => Response.json({ user }) };
}

/** The film the checkout's address names (movie_id=3), as the API sends it to its new renter. */
const paidFor = () =>
  createTestMovie({
    id: 3,
    title: 'Deep Seeded Thoughts',
    rental_status: rentedUntil(Date.now() + 48 * 3_600_000),
    video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  });

const rental: VerifyPaymentResponse = {
  kind: 'rental',
  movie_id: 3,
  movie_title: 'Deep Seeded Thoughts',
  amount: 4.99,
  rental_duration: 48,
  rental_start: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-22T10:00:00.000Z',
  state: 'watching',
  starts_by: null,
  premiere_at: null,
  start_window_days: null,
  code: null,
  discount: 0,
  bundle: null,
  gift: null,
};

describe('Payment success', () => {
  it('verifies the session, then shows the rental with Watch Now and Go Home', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { requestsTo } = mockFetch({
      ...logIn(),
      'GET /api/movies/3': () => Response.json({ movie: paidFor() }),
      'POST /api/payments/verify': async () => {
        await answered;
        return Response.json(rental);
      },
    });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_abc&movie_id=3' });
    expect(await screen.findByText('Verifying your payment...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Deep Seeded Thoughts')).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByText('48 hours')).toBeInTheDocument();
    expect(screen.getByText(/Nov 22, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch Now' })).toHaveAttribute('href', '/movies?watch=3');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(requestsTo('POST /api/payments/verify')[0]?.body).toEqual({ session_id: 'cs_sandbox_abc' });
  });

  it('says when a pre-order premieres, and leads to the film instead of Watch Now', async () => {
    const premiere = '2031-12-13T04:00:00.000Z';
    mockFetch({
      ...logIn(),
      'GET /api/movies/3': () => Response.json({ movie: paidFor() }),
      'POST /api/payments/verify': () => Response.json({ ...rental, expires_at: null, state: 'preordered', premiere_at: premiere }),
    });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_abc&movie_id=3' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your pre-order is confirmed. The film is yours to watch from its premiere.')).toBeInTheDocument();
    expect(screen.getByText('Premieres')).toBeInTheDocument();
    expect(screen.getByText(formatDate(premiere))).toBeInTheDocument();
    expect(screen.queryByText('Expires')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Film' })).toHaveAttribute('href', '/movies/3');
  });

  it('gives a rental with a window to start its rules and the last moment to press play', async () => {
    const startsBy = '2026-12-20T10:00:00.000Z';
    mockFetch({
      ...logIn(),
      'GET /api/movies/3': () => Response.json({ movie: paidFor() }),
      'POST /api/payments/verify': () => Response.json({ ...rental, expires_at: null, state: 'not_started', starts_by: startsBy, start_window_days: 30 }),
    });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_abc&movie_id=3' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('30 days to start · 48 hours to finish once you press play')).toBeInTheDocument();
    expect(screen.getByText('Start by')).toBeInTheDocument();
    expect(screen.getByText(formatDate(startsBy))).toBeInTheDocument();
    expect(screen.queryByText('Expires')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch Now' })).toHaveAttribute('href', '/movies?watch=3');
  });

  it("plays the film in two clicks: the success page's Watch Now opens its player on the movies page", async () => {
    const youtube = installFakeYouTube();
    onTestFinished(() => youtube.uninstall());
    const movie = paidFor();
    mockFetch({
      ...logIn(),
      'GET /api/movies/3': () => Response.json({ movie }),
      'POST /api/payments/verify': () => Response.json(rental),
      'GET /api/movies': () => Response.json({ movies: [movie] }),
      'GET /api/bundles': () => Response.json({ bundles: [] }),
      'GET /api/users/continue-watching': () => Response.json({ items: [] }),
      'GET /api/movies/3/progress': () => Response.json({ position_seconds: 0, updated_at: null }),
      'POST /api/movies/3/play': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp({ path: '/payment/success?session_id=cs_sandbox_abc&movie_id=3' });

    await user.click(await screen.findByRole('link', { name: 'Watch Now' }));

    const player = await screen.findByRole('dialog', { name: 'Deep Seeded Thoughts' });
    expect(within(player).getByRole('button', { name: 'Close player' })).toBeInTheDocument();
    await vi.waitFor(() => expect(youtube.players.map((options) => options.videoId)).toEqual(['aqz-KE-bpKQ']));
    await vi.waitFor(() => expect(currentPath()).toBe('/movies'));
  });

  it('names the film of the address while the payment is verified; its Watch Now waits for the verification', async () => {
    const youtube = installFakeYouTube();
    onTestFinished(() => youtube.uninstall());
    const verified = deferred<Response>();
    const movie = paidFor();
    mockFetch({
      ...logIn(),
      'GET /api/movies/3': () => Response.json({ movie }),
      'POST /api/payments/verify': () => verified.promise,
      'GET /api/movies': () => Response.json({ movies: [movie] }),
      'GET /api/bundles': () => Response.json({ bundles: [] }),
      'GET /api/users/continue-watching': () => Response.json({ items: [] }),
      'GET /api/movies/3/progress': () => Response.json({ position_seconds: 0, updated_at: null }),
      'POST /api/movies/3/play': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp({ path: '/payment/success?session_id=cs_sandbox_abc&movie_id=3' });

    expect(await screen.findByRole('heading', { name: 'Verifying your payment...' })).toBeInTheDocument();
    expect(await screen.findByText('Deep Seeded Thoughts')).toBeInTheDocument();
    const watchNow = screen.getByRole('link', { name: 'Watch Now' });
    expect(watchNow).toHaveAttribute('href', '/movies?watch=3');

    // Pressed before the payment is confirmed: it waits, then goes on to the player.
    await user.click(watchNow);
    expect(currentPath()).toBe('/payment/success?session_id=cs_sandbox_abc&movie_id=3');
    expect(screen.getByRole('link', { name: 'Processing...' })).toBeInTheDocument();
    verified.resolve(Response.json(rental));

    expect(await screen.findByRole('dialog', { name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
    await vi.waitFor(() => expect(youtube.players.map((options) => options.videoId)).toEqual(['aqz-KE-bpKQ']));
  });

  it('offers Watch Now for the film of the address when this payment was refunded because the viewer rents it already', async () => {
    mockFetch({
      ...logIn(),
      'GET /api/movies/3': () => Response.json({ movie: paidFor() }),
      'POST /api/payments/verify': () => Response.json({ error: paymentMessages.alreadyRentedRefunded }, { status: 409 }),
    });
    renderApp({ path: '/payment/success?session_id=cs_test_duplicate&movie_id=3' });

    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.alreadyRentedRefunded);
    expect(screen.getByRole('link', { name: 'Watch Now' })).toHaveAttribute('href', '/movies?watch=3');
  });

  it('asks again while the payment is still processing, then shows the rental', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      mockFetch({
        ...logIn(),
        'POST /api/payments/verify': () => {
          calls += 1;
          return calls < 3 ? Response.json({ error: paymentMessages.stillProcessing }, { status: 409 }) : Response.json(rental);
        },
      });
      renderApp({ path: '/payment/success?session_id=cs_test_settling' });
      expect(await screen.findByText('Verifying your payment...')).toBeInTheDocument();
      expect(await screen.findByText(paymentMessages.stillProcessing)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2 * STILL_PROCESSING_RETRY_MS);
      expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask again about a payment that was refunded', async () => {
    const { requestsTo } = mockFetch({
      ...logIn(),
      'POST /api/payments/verify': () => Response.json({ error: paymentMessages.alreadyRentedRefunded }, { status: 409 }),
    });
    renderApp({ path: '/payment/success?session_id=cs_test_duplicate' });
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.alreadyRentedRefunded);
    expect(requestsTo('POST /api/payments/verify')).toHaveLength(1);
  });

  it('shows the server’s error text when verification fails', async () => {
    mockFetch({ ...logIn(), 'POST /api/payments/verify': () => Response.json({ error: 'Payment verification failed' }, { status: 400 }) });
    renderApp({ path: '/payment/success?session_id=cs_unpaid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment verification failed');
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });

  it('falls back to "Payment verification failed" when the server gives no text', async () => {
    mockFetch({ ...logIn(), 'POST /api/payments/verify': () => new Response('oops', { status: 502 }) });
    renderApp({ path: '/payment/success?session_id=cs_x' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Payment verification failed');
  });

  it('says "No payment session found" without a session id, and calls nothing', async () => {
    const { requestsTo } = mockFetch(logIn());
    renderApp({ path: '/payment/success' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment session found');
    expect(requestsTo('POST /api/payments/verify')).toHaveLength(0);
  });

  it('sends a visitor to /login first', async () => {
    mockFetch();
    renderApp({ path: '/payment/success?session_id=cs_x' });
    await screen.findByRole('button', { name: /log ?in/i });
    expect(currentPath()).toBe('/login');
  });
});

describe('Payment success of an offer (docs/product.md#offers)', () => {
  it('shows the code a rental was bought with, and what it took off', async () => {
    mockFetch({ ...logIn(), 'GET /api/movies/3': () => Response.json({ movie: paidFor() }), 'POST /api/payments/verify': () => Response.json({ ...rental, amount: 3.99, code: 'FESTIVAL25', discount: 1 }) });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_abc&movie_id=3' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('$3.99')).toBeInTheDocument();
    expect(screen.getByText('Code')).toBeInTheDocument();
    expect(screen.getByText('FESTIVAL25 (−$1.00)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch Now' })).toHaveAttribute('href', '/movies?watch=3');
  });

  it("says a gift is on its way, to whom and when, and rents the buyer nothing", async () => {
    const deliverAt = '2026-12-24T16:00:00.000Z';
    const gift: VerifyPaymentResponse = {
      ...rental,
      kind: 'gift',
      rental_duration: null,
      rental_start: null,
      expires_at: null,
      state: null,
      gift: { recipient_email: 'ana@example.com', deliver_at: deliverAt },
    };
    mockFetch({ ...logIn(), 'GET /api/movies/3': () => Response.json({ movie: paidFor() }), 'POST /api/payments/verify': () => Response.json(gift) });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_gift&movie_id=3' });

    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeInTheDocument();
    expect(screen.getByText('Deep Seeded Thoughts')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByText(formatDate(deliverAt))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Expires')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your gifts' })).toHaveAttribute('href', '/account');
  });

  it("says a gift sent at once goes 'Now', and names a bundle given", async () => {
    const gift: VerifyPaymentResponse = {
      ...rental,
      kind: 'gift',
      movie_id: null,
      movie_title: 'The Shorts of Ana Lima',
      rental_duration: null,
      rental_start: null,
      expires_at: null,
      state: null,
      gift: { recipient_email: 'ana@example.com', deliver_at: null },
    };
    mockFetch({ ...logIn(), 'POST /api/payments/verify': () => Response.json(gift) });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_gift' });

    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeInTheDocument();
    expect(screen.getByText('Bundle')).toBeInTheDocument();
    expect(screen.getByText('The Shorts of Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('Now')).toBeInTheDocument();
  });

  it('lists the films of a bundle bought, each with its state and Watch Now, a pre-order with its premiere', async () => {
    const expiresAt = '2026-11-22T10:00:00.000Z';
    const premiereAt = '2031-12-13T04:00:00.000Z';
    const bundle: VerifyPaymentResponse = {
      ...rental,
      kind: 'bundle',
      movie_id: null,
      movie_title: 'The Shorts of Ana Lima',
      amount: 9.99,
      rental_duration: null,
      expires_at: null,
      state: null,
      bundle: {
        id: 5,
        title: 'The Shorts of Ana Lima',
        rentals: [
          { movie_id: 3, movie_title: 'Northbound', expires_at: expiresAt, state: 'watching', starts_by: null, premiere_at: null },
          { movie_id: 4, movie_title: 'Paper Lanterns', expires_at: null, state: 'preordered', starts_by: null, premiere_at: premiereAt },
        ],
      },
    };
    mockFetch({ ...logIn(), 'POST /api/payments/verify': () => Response.json(bundle) });
    renderApp({ path: '/payment/success?session_id=cs_sandbox_bundle' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your bundle is ready. Enjoy the films.')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    const films = within(screen.getByRole('list', { name: 'Your films' })).getAllByRole('listitem');
    const [northbound, lanterns] = films as [HTMLElement, HTMLElement];
    expect(within(northbound).getByText('Northbound')).toBeInTheDocument();
    expect(within(northbound).getByText(`Expires ${formatDate(expiresAt)}`)).toBeInTheDocument();
    expect(within(northbound).getByRole('link', { name: 'Watch Now: Northbound' })).toHaveAttribute('href', '/movies?watch=3');
    expect(within(lanterns).getByText(`Premieres ${formatDate(premiereAt)}`)).toBeInTheDocument();
    expect(within(lanterns).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Movies' })).toHaveAttribute('href', '/movies');
  });

  it('says a code used up by someone else meanwhile got this payment refunded', async () => {
    mockFetch({ ...logIn(), 'POST /api/payments/verify': () => Response.json({ error: offerMessages.codeUsedUpRefunded }, { status: 409 }) });
    renderApp({ path: '/payment/success?session_id=cs_test_used_up' });

    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.codeUsedUpRefunded);
    expect(screen.getByRole('link', { name: 'Go to Movies' })).toHaveAttribute('href', '/movies');
  });
});

describe('Payment cancel', () => {
  it('says no charge was made and offers Try Again and Go Home', async () => {
    mockFetch();
    renderApp({ path: '/payment/cancel' });
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/No charge was made/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
