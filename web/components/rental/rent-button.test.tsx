import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../test/render.tsx';
import { RentButton } from './rent-button.tsx';

const CHECKOUT = 'POST /api/payments/create-checkout-session';

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
});
