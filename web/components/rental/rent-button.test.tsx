import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { sentBeacons, stubBeacon } from '../../test/beacon.ts';
import { rememberVisitSource } from '../../insights/visit-source.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../test/render.tsx';
import { RentButton } from './rent-button.tsx';

const CHECKOUT = 'POST /api/payments/create-checkout-session';

let sendBeacon: ReturnType<typeof stubBeacon>;
beforeEach(() => {
  sendBeacon = stubBeacon();
});

/** A visit that landed from a campaign's link. */
function landFromNewsletter() {
  window.history.replaceState(null, '', '/movies/7?utm_source=newsletter&utm_medium=email');
  rememberVisitSource();
  onTestFinished(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}

describe('RentButton', () => {
  it("shows 'Processing...' while the checkout starts, then the server's reason and the button again when it cannot", async () => {
    const answer = deferred<Response>();
    const { requestsTo } = mockFetch({ [CHECKOUT]: () => answer.promise });
    const { user } = renderWithQueryClient(<RentButton order={{ movieId: 7 }} price={4.99} />);

    await user.click(screen.getByRole('button', { name: 'Rent for $4.99' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(requestsTo(CHECKOUT)[0]?.body).toEqual({ movieId: 7, priceId: 'rental' });

    answer.resolve(jsonResponse({ error: 'You already have an active rental of this movie' }, 409));

    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an active rental of this movie');
    expect(screen.getByRole('button', { name: 'Rent for $4.99' })).toBeEnabled();
  });

  it("falls back to 'Failed to start rental process' when the answer names no checkout page", async () => {
    mockFetch({ [CHECKOUT]: () => jsonResponse({}) });
    const { user } = renderWithQueryClient(<RentButton order={{ movieId: 7 }} price={4.99} />);

    await user.click(screen.getByRole('button', { name: 'Rent for $4.99' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start rental process');
  });

  it("offers a free film as 'Watch for Free', through the same call (the server grants it without a checkout)", async () => {
    const { requestsTo } = mockFetch({ [CHECKOUT]: () => deferred<Response>().promise });
    const { user } = renderWithQueryClient(<RentButton order={{ movieId: 9 }} price={0} />);

    await user.click(screen.getByRole('button', { name: 'Watch for Free' }));

    expect(requestsTo(CHECKOUT)[0]?.body).toEqual({ movieId: 9, priceId: 'rental' });
  });

  it("reports the film's checkout start, and carries the visit's source to the payment", async () => {
    landFromNewsletter();
    const { requestsTo } = mockFetch({ [CHECKOUT]: () => deferred<Response>().promise });
    const { user } = renderWithQueryClient(<RentButton order={{ movieId: 7 }} price={4.99} />);

    await user.click(screen.getByRole('button', { name: 'Rent for $4.99' }));

    const source = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: null, referrer: null };
    expect(requestsTo(CHECKOUT)[0]?.body).toEqual({ movieId: 7, priceId: 'rental', source });
    expect((await sentBeacons(sendBeacon)).map((beacon) => beacon.body)).toEqual([
      { source, events: [{ type: 'checkout_start', movie_id: 7, path: '/movies/7' }] },
    ]);
  });

  it("reports no checkout start for a bundle, which names no film, but still carries the visit's source", async () => {
    landFromNewsletter();
    const { requestsTo } = mockFetch({ [CHECKOUT]: () => deferred<Response>().promise });
    const { user } = renderWithQueryClient(<RentButton order={{ bundleId: 2 }} price={9.99} label="Rent bundle for $9.99" />);

    await user.click(screen.getByRole('button', { name: 'Rent bundle for $9.99' }));

    expect(requestsTo(CHECKOUT)[0]?.body).toMatchObject({ bundleId: 2, source: { utm_source: 'newsletter' } });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
