import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRental } from '../../../common/admin-business.ts';
import { adminMoviesBody, createAdminMovie } from '../../test/admin-test-data.ts';
import {
  captureDownloads,
  createAdminRental,
  csvResponse,
  paginationOf,
} from '../../test/admin-business-test-data.ts';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { formatDay, formatTime } from '../../content/admin-lists.ts';
import { jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import { openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { AdminRentalsPage } from './admin-rentals-page.tsx';

const rentalsAnswer =
  (rentals: AdminRental[], pagination = paginationOf(rentals.length)): FetchHandler =>
  () =>
    jsonResponse({ rentals, pagination });

const moviesAnswer: FetchHandler = () =>
  jsonResponse(adminMoviesBody([createAdminMovie({ id: 3, title: 'Northbound' }), createAdminMovie({ id: 4, title: 'Paper Lanterns' })]));

function renderRentalsPage(handlers: Record<string, FetchHandler>, path = '/admin/rentals') {
  return renderAdminScreen('/admin/rentals', <AdminRentalsPage />, { 'GET /api/admin/movies': moviesAnswer, ...handlers }, path);
}


const table = () => screen.getByRole('table', { name: 'Rentals' });

const northbound = createAdminRental();
const expired = createAdminRental({
  id: 41,
  movie_id: 4,
  movie_title: 'Paper Lanterns',
  movie_thumbnail: null,
  customer_name: 'Grace Hopper',
  customer_email: 'grace@example.com',
  is_active: false,
  amount_paid: 0,
});

describe('AdminRentalsPage', () => {
  it('shows a row per rental with movie, customer, dates, amount and status, from the first page', async () => {
    const { user, requestsTo } = renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([northbound, expired], paginationOf(42)) });

    const first = await screen.findByRole('row', { name: /Northbound/ });
    expect(within(first).getByRole('rowheader')).toHaveClass('data-table__sticky');
    expect(within(first).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    // Created: Jul 4; end: Jul 6 (each cell the day over the time). Start, the same as created, is hidden at first.
    expect(within(first).getAllByText(formatDay(northbound.rental_start))).toHaveLength(1);
    expect(within(first).getByText(formatDay(northbound.rental_end!))).toBeInTheDocument();
    expect(within(first).getAllByText(formatTime(northbound.rental_end!))).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: /Start/ })).not.toBeInTheDocument();
    expect(within(first).getByText('$3.99')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/movies/poster-3.abc123.jpg');

    const second = screen.getByRole('row', { name: /Paper Lanterns/ });
    expect(within(second).getByText('Expired')).toBeInTheDocument();
    expect(within(second).getByText('Free')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(3);

    expect(screen.getByText('Showing 1–20 of 42 rentals')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rentals pages' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(paramsOf(requestsTo('GET /api/admin/rentals')[0])).toEqual({ page: '1', limit: '20', sort: 'created_at', order: 'desc' });
    expect(document.title).toBe('Rentals · Admin · Ember Lane Studios');

    // The movie filter lists the catalogue.
    await waitFor(() => expect(within(screen.getByLabelText('Movie')).getAllByRole('option')).toHaveLength(3));

    // The row's menu leads to its customer and its movie.
    const menu = await openRowMenu(user, 'Northbound, Ada Lovelace');
    expect(within(menu).getByRole('menuitem', { name: 'View customer' })).toHaveAttribute('href', `/admin/users?user=${northbound.user_id}`);
    expect(within(menu).getByRole('menuitem', { name: 'Edit movie' })).toHaveAttribute('href', `/admin/movies?edit=${northbound.movie_id}`);
  });

  it('shows or hides the lesser columns with the column chooser, remembered for the next visit', async () => {
    const { user, unmount } = renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([northbound], paginationOf(1)) });
    await screen.findByRole('row', { name: /Northbound/ });

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = within(screen.getByRole('group', { name: 'Show columns' }));
    // The movie, the amount and the status always show: they are not offered.
    expect(chooser.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Customer', 'Start', 'End', 'Created']);
    await user.click(chooser.getByRole('checkbox', { name: 'Start' }));
    await user.click(chooser.getByRole('checkbox', { name: 'Customer' }));
    expect(screen.getByRole('columnheader', { name: /Start/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Customer/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('admin-columns:rentals')!)).toEqual({ start: true, customer: false });

    unmount();
    renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([northbound], paginationOf(1)) });
    await screen.findByRole('row', { name: /Northbound/ });
    expect(screen.getByRole('columnheader', { name: /Start/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Customer/ })).not.toBeInTheDocument();
  });

  it("shows an empty date as 'N/A' and an unreadable one as 'Invalid Date', never as its raw text", async () => {
    const odd = createAdminRental({ rental_end: 'not a date', created_at: '' });
    renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([odd], paginationOf(1)) });

    const row = await screen.findByRole('row', { name: /Northbound/ });
    expect(within(row).getByText('Invalid Date')).toBeInTheDocument();
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(within(row).queryByText('not a date')).not.toBeInTheDocument();
  });

  it("shows 'Not started' for the end of a rental whose clock waits for its first play or premiere", async () => {
    const waiting = createAdminRental({ rental_end: null });
    renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([waiting], paginationOf(1)) });

    const row = await screen.findByRole('row', { name: /Northbound/ });
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    expect(within(row).queryByText('N/A')).not.toBeInTheDocument();
  });

  it('sends the filters, sort, page and search the admin picks, and keeps them in the URL', async () => {
    const { user, requestsTo } = renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([northbound], paginationOf(60)) });
    await screen.findByRole('row', { name: /Northbound/ });
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/rentals').at(-1));

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'active', page: '1' }));

    await waitFor(() => expect(within(screen.getByLabelText('Movie')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Movie'), 'Paper Lanterns');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'active', movie_id: '4' }));

    await user.click(screen.getByRole('button', { name: /^Movie/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'movie_title', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Movie/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Movie/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'movie_title', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'amount_paid', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2', sort: 'amount_paid' }));

    const searches = () => requestsTo('GET /api/admin/rentals').filter((request) => paramsOf(request).search !== undefined);
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'grace 50%');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'grace 50%', page: '1' }));
    // Debounced: one request for the whole word, not one per keystroke.
    expect(searches()).toHaveLength(1);

    expect(currentPath()).toBe('/admin/rentals?status=active&movie_id=4&sort=amount_paid&order=desc&search=grace+50%25');
  });

  it('reads the list state from the URL (a reload or Back shows the same list)', async () => {
    const { requestsTo } = renderRentalsPage(
      { 'GET /api/admin/rentals': rentalsAnswer([expired], paginationOf(30, 2)) },
      '/admin/rentals?page=2&sort=customer_name&order=asc&status=expired&search=grace&movie_id=4',
    );
    await screen.findByRole('row', { name: /Paper Lanterns/ });

    expect(paramsOf(requestsTo('GET /api/admin/rentals')[0])).toEqual({
      page: '2',
      limit: '20',
      sort: 'customer_name',
      order: 'asc',
      search: 'grace',
      status: 'expired',
      movie_id: '4',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('expired');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('grace');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows 'Failed to load rentals' when the list cannot be read", async () => {
    renderRentalsPage({ 'GET /api/admin/rentals': () => jsonResponse({ error: 'Internal server error' }, 500) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load rentals' })).toBeInTheDocument();
  });

  it('says when no rental matches', async () => {
    renderRentalsPage({ 'GET /api/admin/rentals': rentalsAnswer([]) });

    expect(await screen.findByRole('heading', { name: 'No rentals found' })).toBeInTheDocument();
  });

  it('exports the filtered list as CSV, fetched with the session token', async () => {
    const downloads = captureDownloads();
    const { user, requestsTo } = renderRentalsPage(
      {
        'GET /api/admin/rentals': rentalsAnswer([northbound]),
        'GET /api/admin/rentals.csv': () => csvResponse('rentals-2031-07-04.csv'),
      },
      '/admin/rentals?status=active&page=3&sort=rental_end&order=asc',
    );
    await screen.findByRole('row', { name: /Northbound/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [request] = requestsTo('GET /api/admin/rentals.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer admin-token');
    // The whole filtered list: no page, no limit.
    expect(paramsOf(request)).toEqual({ sort: 'rental_end', order: 'asc', status: 'active' });
    expect(downloads.saved[0]?.name).toBe('rentals-2031-07-04.csv');
    expect(await downloads.saved[0]?.blob.text()).toBe('id,title\r\n1,Northbound\r\n');
    await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith('blob:download-1'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("shows 'Failed to export the list' when the export fails", async () => {
    const downloads = captureDownloads();
    const { user } = renderRentalsPage({
      'GET /api/admin/rentals': rentalsAnswer([northbound]),
      'GET /api/admin/rentals.csv': () => jsonResponse({ error: 'Internal server error' }, 500),
    });
    await screen.findByRole('row', { name: /Northbound/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Failed to export the list')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });
});
