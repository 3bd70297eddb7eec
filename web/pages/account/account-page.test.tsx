import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountPayment } from '../../../common/account.ts';
import { formatDate } from '../../../common/format.ts';
import { accountMessages } from '../../../common/messages/account.ts';
import { accountScreenMessages } from '../../content/account.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import type { GivenGift } from '../../../common/offers.ts';
import type { UserRental } from '../../../common/payments.ts';
import { TOKEN_STORAGE_KEY } from '../../api/session-store.ts';
import { catalogueHandlers } from '../../test/catalogue-mocks.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentLocationState, currentPath, renderApp } from '../../test/render.tsx';

const LAZY = { timeout: 5_000 };
const HOUR = 3_600_000;
const RENTALS = 'GET /api/users/rentals';
const PAYMENTS = 'GET /api/account/payments';
const EXPORT = 'GET /api/account/export';
const DELETE = 'DELETE /api/account';
const GIFTS = 'GET /api/account/gifts';

function rental(overrides: Partial<UserRental>): UserRental {
  return {
    id: 1,
    movie_id: 3,
    movie_title: 'Northbound',
    thumbnail_url: null,
    rental_start: new Date(Date.now() - HOUR).toISOString(),
    rental_end: new Date(Date.now() + 47 * HOUR).toISOString(),
    amount_paid: 3.99,
    is_active: true,
    can_watch: true,
    state: 'watching',
    starts_by: null,
    premiere_at: null,
    ...overrides,
  };
}

function payment(overrides: Partial<AccountPayment>): AccountPayment {
  return {
    id: 1,
    movie_id: 3,
    movie_title: 'Northbound',
    amount: 3.99,
    currency: 'usd',
    status: 'completed',
    created_at: new Date(Date.now() - HOUR).toISOString(),
    completed_at: new Date(Date.now() - HOUR).toISOString(),
    refunded_at: null,
    ...overrides,
  };
}

const RUNNING = rental({ id: 11, movie_id: 3, movie_title: 'Northbound' });
const ENDED = rental({
  id: 12,
  movie_id: 4,
  movie_title: 'Salt Flats',
  rental_end: new Date(Date.now() - HOUR).toISOString(),
  can_watch: false,
  state: 'expired',
});
const REFUNDED = rental({ id: 13, movie_id: 5, movie_title: 'Glass Harbour', is_active: false, can_watch: false, state: 'expired' });

/** A logged-in viewer on /account, the server answering `handlers` (their rentals and receipts, no gifts, by default). */
function renderAccount(handlers: Record<string, FetchHandler> = {}) {
  const viewer = createUser({ email: 'ida@example.com' });
  storeTestSession(viewer, 'session-token');
  const fetch = mockFetch({
    ...catalogueHandlers(),
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    [RENTALS]: () => jsonResponse({ rentals: [RUNNING, ENDED, REFUNDED] }),
    [PAYMENTS]: () =>
      jsonResponse({
        payments: [
          payment({ id: 21, movie_title: 'Northbound', amount: 3.99, status: 'completed' }),
          payment({ id: 22, movie_title: 'Glass Harbour', amount: 4.5, status: 'refunded' }),
        ],
      }),
    [GIFTS]: () => jsonResponse({ gifts: [] }),
    ...handlers,
  });
  return { ...renderApp({ path: '/account' }), ...fetch, viewer };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountPage', () => {
  it('sends a visitor to /login', async () => {
    mockFetch(catalogueHandlers());
    renderApp({ path: '/account' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('shows the rentals, with Watch for the running one only, and the receipts', async () => {
    const rentals = deferred<Response>();
    renderAccount({ [RENTALS]: () => rentals.promise });

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Signed in as ida@example.com')).toBeInTheDocument();
    expect(within(section('Your rentals')).getByRole('status')).toHaveTextContent('Loading your rentals...');
    rentals.resolve(jsonResponse({ rentals: [RUNNING, ENDED, REFUNDED] }));

    const items = await within(section('Your rentals')).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Northbound', 'Salt Flats', 'Glass Harbour']);
    const [running, ended, refunded] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(running).getByText('Rented on')).toBeInTheDocument();
    expect(within(running).getByText('Expires')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Watch Northbound' })).toHaveAttribute('href', '/movies/3');
    expect(within(ended).getByText('Expired')).toBeInTheDocument();
    expect(within(ended).queryByRole('link')).not.toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();

    const receipts = within(section('Receipts'));
    const rows = (await receipts.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [expect.any(String), '$3.99', 'Paid'],
      [expect.any(String), '$4.50', 'Refunded'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Northbound', 'Glass Harbour']);
    expect(within(section('Your data')).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/password');
  });

  it("says when a pre-order premieres and by when a rental not started must be played, with Watch for the latter only", async () => {
    const premiere = '2031-12-12T20:00:00-08:00';
    const startsBy = new Date(Date.now() + 30 * 24 * HOUR).toISOString();
    const unplayed = { rental_end: null, can_watch: false } as const;
    const preorder = rental({ ...unplayed, id: 14, movie_id: 6, movie_title: 'Paper Lanterns', state: 'preordered', premiere_at: premiere });
    const waiting = rental({ id: 15, movie_id: 8, movie_title: 'Last Call', rental_end: null, state: 'not_started', starts_by: startsBy });
    const neverPlayed = rental({ ...unplayed, id: 16, movie_id: 9, movie_title: 'Salt Flats', state: 'expired' });
    renderAccount({ [RENTALS]: () => jsonResponse({ rentals: [preorder, waiting, neverPlayed] }) });

    const items = await within(await screen.findByRole('region', { name: 'Your rentals' }, LAZY)).findAllByRole('listitem');
    const [preordered, notStarted, expired] = items.map((item) => within(item));
    expect(preordered!.getByText('Premieres')).toBeInTheDocument();
    expect(preordered!.getByText(formatDate(premiere))).toBeInTheDocument();
    expect(preordered!.queryByRole('link')).not.toBeInTheDocument();
    expect(notStarted!.getByText('Start by')).toBeInTheDocument();
    expect(notStarted!.getByText(formatDate(startsBy))).toBeInTheDocument();
    expect(notStarted!.getByRole('link', { name: 'Watch Last Call' })).toHaveAttribute('href', '/movies/8');
    expect(expired!.getByText('Expired')).toBeInTheDocument();
    expect(expired!.getByText('Never played')).toBeInTheDocument();
  });

  it('says so when there are no rentals and no receipts yet', async () => {
    renderAccount({ [RENTALS]: () => jsonResponse({ rentals: [] }), [PAYMENTS]: () => jsonResponse({ payments: [] }) });

    expect(await within(await screen.findByRole('region', { name: 'Your rentals' }, LAZY)).findByText('You have not rented any films yet.')).toBeInTheDocument();
    expect(await within(section('Receipts')).findByText('No payments yet.')).toBeInTheDocument();
  });

  it("lists the gifts the viewer gave: the film or bundle, for whom, and whether it is on its way or redeemed", async () => {
    const redeemedAt = '2026-12-24T17:30:00.000Z';
    const given = (overrides: Partial<GivenGift>): GivenGift => ({
      id: 1,
      title: 'Northbound',
      movie_id: 3,
      bundle_id: null,
      recipient_email: 'ana@example.com',
      deliver_at: null,
      state: 'sent',
      redeemed_at: null,
      created_at: new Date(Date.now() - HOUR).toISOString(),
      amount: 3.99,
      ...overrides,
    });
    const { requestsTo } = renderAccount({
      [GIFTS]: () =>
        jsonResponse({
          gifts: [
            given({ id: 1, state: 'pending', deliver_at: '2026-12-24T16:00:00.000Z' }),
            given({ id: 2, title: 'The Shorts of Ana Lima', movie_id: null, bundle_id: 5, recipient_email: 'jo@example.com' }),
            given({ id: 3, state: 'redeemed', redeemed_at: redeemedAt }),
            given({ id: 4, state: 'cancelled' }),
          ],
        }),
    });

    const gifts = within(await screen.findByRole('region', { name: "Gifts you've given" }, LAZY));
    const items = await gifts.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Northbound',
      'The Shorts of Ana Lima',
      'Northbound',
      'Northbound',
    ]);
    const [pending, sent, redeemed, cancelled] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(sent).getByText('jo@example.com')).toBeInTheDocument();
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(redeemed).getByText(`Redeemed ${formatDate(redeemedAt)}`)).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(requestsTo(GIFTS)[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("says 'No gifts yet' when the viewer gave none, and a failed load of them with Try Again", async () => {
    let calls = 0;
    const { user } = renderAccount({
      [GIFTS]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ error: 'Database unreachable' }, 500) : jsonResponse({ gifts: [] });
      },
    });

    const gifts = within(await screen.findByRole('region', { name: "Gifts you've given" }, LAZY));
    expect(await gifts.findByRole('alert')).toHaveTextContent(accountScreenMessages.giftsLoadFailed);
    await user.click(gifts.getByRole('button', { name: 'Try Again' }));
    expect(await gifts.findByText('No gifts yet')).toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    let calls = 0;
    const { user } = renderAccount({
      [PAYMENTS]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ error: 'Database unreachable' }, 500) : jsonResponse({ payments: [payment({})] });
      },
    });

    const receipts = within(await screen.findByRole('region', { name: 'Receipts' }, LAZY));
    expect(await receipts.findByRole('alert')).toHaveTextContent(accountScreenMessages.paymentsLoadFailed);
    await user.click(receipts.getByRole('button', { name: 'Try Again' }));
    expect(await receipts.findByText('Paid')).toBeInTheDocument();
  });

  describe('Download my data', () => {
    // What the browser saved: jsdom has no object URLs and no downloads, so both are stood in for.
    let saved: { name: string; blob: Blob }[];
    beforeEach(() => {
      saved = [];
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = (blob: Blob) => {
        const url = `blob:export-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      URL.revokeObjectURL = (url: string) => void blobs.delete(url);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const blob = blobs.get(this.href);
        if (blob) saved.push({ name: this.download, blob });
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('fetches the export with the session and saves it under the server’s name', async () => {
      const { user, requestsTo } = renderAccount({
        [EXPORT]: () =>
          new Response('{"account":{"id":1}}', {
            headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="account-export-2031-07-04.json"' },
          }),
      });

      await user.click(await screen.findByRole('button', { name: 'Download my data' }, LAZY));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe('account-export-2031-07-04.json');
      expect(await saved[0]?.blob.text()).toBe('{"account":{"id":1}}');
      expect(requestsTo(EXPORT)[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    });

    it('says so in a flash when it fails', async () => {
      const { user } = renderAccount({ [EXPORT]: () => jsonResponse({ error: 'Database unreachable' }, 503) });

      await user.click(await screen.findByRole('button', { name: 'Download my data' }, LAZY));

      expect(await screen.findByText('Database unreachable')).toHaveClass('flash--error');
      expect(saved).toEqual([]);
    });
  });

  describe('Delete my account', () => {
    async function openDialog(user: ReturnType<typeof renderAccount>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Delete my account' }, LAZY));
      return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    }

    it('asks for the password before calling anything, and Cancel closes it', async () => {
      const { user, requestsTo } = renderAccount();
      const dialog = await openDialog(user);

      expect(dialog.getByLabelText('Current password')).toHaveFocus();
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription(serverMessages.currentPasswordRequired);
      expect(requestsTo(DELETE)).toEqual([]);

      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows a wrong password (a 401) under the field and keeps the viewer logged in', async () => {
      const { user } = renderAccount({ [DELETE]: () => jsonResponse({ error: serverMessages.currentPasswordWrong }, 401) });
      const dialog = await openDialog(user);

      await user.type(dialog.getByLabelText('Current password'), 'not it');
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

      await waitFor(() => expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription(serverMessages.currentPasswordWrong));
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token');
      expect(currentPath()).toBe('/account');
    });

    it('shows the last administrator’s refusal in the dialog', async () => {
      const { user } = renderAccount({ [DELETE]: () => jsonResponse({ error: accountMessages.lastAdministrator }, 409) });
      const dialog = await openDialog(user);

      await user.type(dialog.getByLabelText('Current password'), 'the password');
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(accountMessages.lastAdministrator);
    });

    it('closes the account with the password, forgets the session and goes home with the server’s sentence', async () => {
      const { user, requestsTo } = renderAccount({ [DELETE]: () => jsonResponse({ message: accountMessages.accountDeleted }) });
      const dialog = await openDialog(user);

      await user.type(dialog.getByLabelText('Current password'), 'the password');
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

      expect(await screen.findByText(accountMessages.accountDeleted, {}, LAZY)).toHaveClass('flash--success');
      expect(currentPath()).toBe('/');
      // Said once: Back or a reload does not bring it back.
      await waitFor(() => expect(currentLocationState()).toBeNull());
      expect(requestsTo(DELETE).map((request) => [request.body, request.headers.get('Authorization')])).toEqual([
        [{ password: 'the password' }, 'Bearer session-token'],
      ]);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    });
  });
});
