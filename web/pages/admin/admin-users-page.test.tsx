import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../common/admin-business.ts';
import { createAdminUser, createUserDetail, paginationOf } from '../../test/admin-business-test-data.ts';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { formatDay } from '../../content/admin-lists.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import { setMediaQuery } from '../../test/match-media.ts';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

function renderUsersPage(handlers: Record<string, FetchHandler>, path = '/admin/users') {
  return renderAdminScreen('/admin/users', <AdminUsersPage />, handlers, path);
}

const usersAnswer =
  (users: AdminUser[], pagination = paginationOf(users.length)): FetchHandler =>
  () =>
    jsonResponse({ users, pagination });


const ada = createAdminUser();
const grace = createAdminUser({
  id: 6,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  is_admin: true,
  total_rentals: 0,
  total_spent: 0,
});

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr')!;

describe('AdminUsersPage', () => {
  it('moves a page past the end (an old link) to the last page', async () => {
    const { requestsTo } = renderUsersPage(
      {
        'GET /api/admin/users': (request) =>
          paramsOf(request).page === '7' ? jsonResponse({ users: [], pagination: { ...paginationOf(21), page: 7 } }) : jsonResponse({ users: [grace], pagination: { ...paginationOf(21), page: 2 } }),
      },
      '/admin/users?page=7',
    );

    await screen.findByRole('button', { name: 'Grace Hopper' });
    expect(currentPath()).toBe('/admin/users?page=2');
    expect(requestsTo('GET /api/admin/users').map((request) => paramsOf(request).page)).toEqual(['7', '2']);
    expect(screen.getByText('Showing 21–21 of 21 users')).toBeInTheDocument();
  });

  it('says "1 user" when one matches', async () => {
    renderUsersPage({ 'GET /api/admin/users': usersAnswer([ada]) });
    expect(await screen.findByText('Showing 1–1 of 1 user')).toBeInTheDocument();
  });

  it('shows a row per user with e-mail, role, joined date, rentals and total spent', async () => {
    const { requestsTo } = renderUsersPage({ 'GET /api/admin/users': usersAnswer([ada, grace], paginationOf(41)) });

    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(3);
    const first = rowOf('Ada Lovelace');
    // The e-mail under the name, in the column that stays in view.
    expect(within(within(first).getByRole('rowheader')).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByRole('rowheader')).toHaveClass('data-table__sticky');
    expect(within(first).getByText(formatDay(ada.created_at))).toBeInTheDocument();
    expect(within(first).getByText('3')).toBeInTheDocument();
    expect(within(first).getByText('$12.97')).toBeInTheDocument();
    expect(within(first).getByText('Customer')).toBeInTheDocument();
    expect(within(first).queryByText('Admin')).not.toBeInTheDocument();

    const second = rowOf('Grace Hopper');
    expect(within(second).getByText('Admin')).toBeInTheDocument();
    expect(within(second).getByText('$0.00')).toBeInTheDocument();

    expect(screen.getByText('Showing 1–20 of 41 users')).toBeInTheDocument();
    expect(paramsOf(requestsTo('GET /api/admin/users')[0])).toEqual({ page: '1', limit: '20', sort: 'created_at', order: 'desc' });
    expect(document.title).toBe('Users · Admin · Ember Lane Studios');
  });

  it('searches once the admin pauses typing, sorts and pages, keeping it all in the URL', async () => {
    const { user, requestsTo } = renderUsersPage({ 'GET /api/admin/users': usersAnswer([ada], paginationOf(80)) });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/users').at(-1));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    await user.click(screen.getByRole('button', { name: /^Total spent/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'total_spent', order: 'desc', page: '1' }));

    const before = requestsTo('GET /api/admin/users').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada@ex');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ada@ex' }));
    expect(requestsTo('GET /api/admin/users')).toHaveLength(before + 1);
    expect(currentPath()).toBe('/admin/users?sort=total_spent&order=desc&search=ada%40ex');

    // Clearing the box shows everyone again.
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await waitFor(() => expect(lastQuery().search).toBeUndefined());
    expect(currentPath()).toBe('/admin/users?sort=total_spent&order=desc');
  });

  it("shows 'Failed to load users' when the list cannot be read", async () => {
    renderUsersPage({ 'GET /api/admin/users': () => jsonResponse({ error: 'Internal server error' }, 500) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load users' })).toBeInTheDocument();
  });

  it('says when nobody matches the search', async () => {
    renderUsersPage({ 'GET /api/admin/users': usersAnswer([]) }, '/admin/users?search=nobody');

    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
  });

  it("opens a user's detail with the rental and payment histories", async () => {
    const answer = deferred<Response>();
    const { user, requestsTo } = renderUsersPage({
      'GET /api/admin/users': usersAnswer([ada, grace]),
      'GET /api/admin/users/5': () => answer.promise,
    });
    const opener = await screen.findByRole('button', { name: 'Ada Lovelace' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    // The card's figures at once, the histories as they load.
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Loading user details...')).toBeInTheDocument();
    answer.resolve(jsonResponse(createUserDetail(ada)));

    const rentals = await within(dialog).findByRole('table', { name: 'Rental history (2)' });
    const activeRental = within(rentals).getByRole('row', { name: /Northbound/ });
    expect(within(activeRental).getByText(formatDay('2031-07-04T12:00:00.000Z'))).toBeInTheDocument();
    expect(within(activeRental).getByText(formatDay('2031-07-06T12:00:00.000Z'))).toBeInTheDocument();
    expect(within(activeRental).getByText('Active')).toBeInTheDocument();
    expect(within(activeRental).getByText('$3.99')).toBeInTheDocument();
    expect(within(within(rentals).getByRole('row', { name: /Paper Lanterns/ })).getByText('Expired')).toBeInTheDocument();

    const payments = within(dialog).getByRole('table', { name: 'Payment history (2)' });
    const refundedPayment = within(payments).getByRole('row', { name: /Jan 2, 2025/ });
    expect(within(refundedPayment).getByText('Paper Lanterns')).toBeInTheDocument();
    expect(within(refundedPayment).getByText('Refunded')).toBeInTheDocument();
    expect(within(refundedPayment).getByText('$4.99')).toBeInTheDocument();
    // Paid and refunded the same day.
    expect(within(refundedPayment).getAllByText(formatDay('2025-01-02T15:00:00.000Z'))).toHaveLength(2);
    expect(within(refundedPayment).getByText('by boss@example.com')).toBeInTheDocument();
    const completedPayment = within(payments).getByText('Completed').closest('tr')!;
    // Not refunded: the Refunded date is empty.
    expect(within(completedPayment).getByText('N/A')).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/users/5')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows 'Not started' as the end of a rental waiting for its first play or premiere", async () => {
    const detail = createUserDetail(ada);
    detail.rentals[0] = { ...detail.rentals[0]!, rental_end: null };
    const { user } = renderUsersPage({ 'GET /api/admin/users': usersAnswer([ada]), 'GET /api/admin/users/5': () => jsonResponse(detail) });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));

    const rentals = await within(screen.getByRole('dialog')).findByRole('table', { name: 'Rental history (2)' });
    const waiting = within(rentals).getByRole('row', { name: /Northbound/ });
    expect(within(waiting).getByText('Not started')).toBeInTheDocument();
    expect(within(waiting).getByText('Active')).toBeInTheDocument();
  });

  it('opens the detail of /admin/users?user={id}, read first when the user is not on the page; closing clears the parameter', async () => {
    const { user } = renderUsersPage(
      {
        'GET /api/admin/users': usersAnswer([grace]),
        'GET /api/admin/users/5': () => jsonResponse(createUserDetail(ada)),
      },
      '/admin/users?user=5',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(await within(dialog).findByRole('table', { name: 'Rental history (2)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin/users');
  });

  it("says 'Failed to load user details' when a linked user cannot be read, and drops the link", async () => {
    renderUsersPage(
      { 'GET /api/admin/users': usersAnswer([grace]), 'GET /api/admin/users/99': () => jsonResponse({ error: 'User not found' }, 404) },
      '/admin/users?user=99',
    );
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/users'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the detail from a row's menu, and leads to the user's payments and rentals", async () => {
    const { user } = renderUsersPage({
      'GET /api/admin/users': usersAnswer([ada]),
      'GET /api/admin/users/5': () => jsonResponse(createUserDetail(ada)),
    });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    const menu = await openRowMenu(user, 'Ada Lovelace');
    expect(within(menu).getByRole('menuitem', { name: 'View payments' })).toHaveAttribute('href', '/admin/payments?search=ada%40example.com');
    expect(within(menu).getByRole('menuitem', { name: 'View rentals' })).toHaveAttribute('href', '/admin/rentals?search=ada%40example.com');
    // The keyboard: ↓ moves, Enter chooses.
    expect(within(menu).getByRole('menuitem', { name: 'View details of Ada Lovelace' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/users?user=5');
  });

  it('shows each user as a card on a phone: name and e-mail, total spent, role, rentals, joined and View details', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    renderUsersPage({ 'GET /api/admin/users': usersAnswer([ada, grace]) });

    const cards = within(await screen.findByRole('list', { name: 'Users' }));
    const first = cards.getAllByRole('article')[0]!;
    expect(first).toHaveAccessibleName(/Ada Lovelace/);
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByText('$12.97')).toBeInTheDocument();
    expect(within(first).getByText('Customer')).toBeInTheDocument();
    expect(within(first).getByText(formatDay(ada.created_at))).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'View details of Ada Lovelace' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Actions for Ada Lovelace' })).toBeInTheDocument();
  });

  it("shows 'Failed to load user details' in the dialog when the detail cannot be read", async () => {
    const { user } = renderUsersPage({
      'GET /api/admin/users': usersAnswer([grace]),
      'GET /api/admin/users/6': () => jsonResponse({ error: 'User not found' }, 404),
    });
    await user.click(await screen.findByRole('button', { name: 'Grace Hopper' }));

    const dialog = screen.getByRole('dialog', { name: 'Grace Hopper' });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load user details' })).toBeInTheDocument();
    expect(within(alert).getByText('User not found')).toBeInTheDocument();
  });

  it('says so when a user has no rentals or payments yet', async () => {
    const { user } = renderUsersPage({
      'GET /api/admin/users': usersAnswer([grace]),
      'GET /api/admin/users/6': () => jsonResponse({ user: grace, rentals: [], payments: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Grace Hopper' }));

    const dialog = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(await within(dialog).findByText('No rentals yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('No payments yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Admin')).toBeInTheDocument();
  });
});
