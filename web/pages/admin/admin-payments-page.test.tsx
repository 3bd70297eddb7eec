import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '../../../common/admin-business.ts';
import {
  captureDownloads,
  createAdminPayment,
  createPaymentSummary,
  csvResponse,
  paginationOf,
} from '../../test/admin-business-test-data.ts';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { formatDay } from '../../content/admin-lists.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import { setMediaQuery } from '../../test/match-media.ts';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { chooseRowAction, openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { AdminPaymentsPage } from './admin-payments-page.tsx';

function renderPaymentsPage(handlers: Record<string, FetchHandler>, path = '/admin/payments') {
  return renderAdminScreen('/admin/payments', <AdminPaymentsPage />, handlers, path);
}

const paymentsAnswer =
  (payments: AdminPayment[], pagination = paginationOf(payments.length)): FetchHandler =>
  () =>
    jsonResponse({ payments, summary: createPaymentSummary(), pagination });


const completed = createAdminPayment();
const refunded = createAdminPayment({
  id: 8,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  movie_title: 'Paper Lanterns',
  amount: 4.99,
  status: 'refunded',
  refunded_at: '2031-07-05T09:30:00.000Z',
  refunded_by: 'boss@example.com',
});
const failed = createAdminPayment({ id: 9, first_name: 'Alan', last_name: 'Turing', status: 'failed', amount: 2.5 });

const summaryCard = (label: string) => within(screen.getByRole('list', { name: 'Summary of the filtered payments' })).getByText(label).closest('li')!;

describe('AdminPaymentsPage', () => {
  it('shows the summary of the filtered set and a row per payment', async () => {
    const { user, requestsTo } = renderPaymentsPage({ 'GET /api/admin/payments': paymentsAnswer([completed, refunded, failed]) });

    const first = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Northbound')).toBeInTheDocument();
    expect(within(first).getByText('$3.99')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText(formatDay(completed.created_at))).toBeInTheDocument();
    expect(within(first).getByRole('rowheader')).toHaveClass('data-table__sticky');
    const menu = await openRowMenu(user, 'Ada Lovelace');
    expect(within(menu).getByRole('menuitem', { name: 'View customer' })).toHaveAttribute('href', '/admin/users?user=5');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Refund $3.99 to Ada Lovelace' })).toHaveClass('row-actions__item--danger');
    await user.keyboard('{Escape}');

    const second = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(second).getByText('Refunded')).toBeInTheDocument();
    expect(within(second).getByText(formatDay(refunded.refunded_at!))).toBeInTheDocument();
    expect(within(second).getByText('by boss@example.com')).toBeInTheDocument();
    // Only a completed payment can be refunded.
    const graceMenu = await openRowMenu(user, 'Grace Hopper');
    expect(within(graceMenu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View customer']);
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('row', { name: /Alan Turing/ })).getByText('Failed')).toBeInTheDocument();

    expect(within(summaryCard('Total payments')).getByText('$31.92')).toBeInTheDocument();
    expect(within(summaryCard('Total payments')).getByText('8 payments')).toBeInTheDocument();
    expect(within(summaryCard('Completed')).getByText('$27.93')).toBeInTheDocument();
    expect(within(summaryCard('Completed')).getByText('7 payments')).toBeInTheDocument();
    expect(within(summaryCard('Refunded')).getByText('1 payment')).toBeInTheDocument();
    expect(within(summaryCard('Pending')).getByText('$0.00')).toBeInTheDocument();
    expect(within(summaryCard('Failed')).getByText('0 payments')).toBeInTheDocument();
    expect(within(summaryCard('Success rate')).getByText('87.5%')).toBeInTheDocument();

    expect(paramsOf(requestsTo('GET /api/admin/payments')[0])).toEqual({ page: '1', limit: '20', sort: 'created_at', order: 'desc' });
    expect(document.title).toBe('Payments · Admin · Ember Lane Studios');
  });

  it('sends the status, date range, sort and search the admin picks', async () => {
    const { user, requestsTo } = renderPaymentsPage({ 'GET /api/admin/payments': paymentsAnswer([completed], paginationOf(45)) });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/payments').at(-1));

    expect(within(screen.getByLabelText('Date range')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All time',
      'Today',
      'Last 7 days',
      'Last 30 days',
      'Last 365 days',
    ]);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3' }));

    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'refunded', page: '1' }));
    await user.selectOptions(screen.getByLabelText('Date range'), 'Last 30 days');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'refunded', date_range: 'month' }));

    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'amount', order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    // The E-mail column (the e-mail is under the name) is the admin's to show.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', order: 'asc' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'north_bound{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'north_bound' }));

    // Back to every status: the default leaves the URL.
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(lastQuery().status).toBeUndefined());
    expect(currentPath()).toBe('/admin/payments?date_range=month&sort=email&order=asc&search=north_bound');
  });

  it("shows 'Failed to load payments' when the list cannot be read", async () => {
    renderPaymentsPage({ 'GET /api/admin/payments': () => jsonResponse({ error: 'Internal server error' }, 500) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load payments' })).toBeInTheDocument();
  });

  it('refunds a completed payment after confirmation, then reads the list again', async () => {
    let payments = [completed];
    const answer = deferred<Response>();
    const { user, requestsTo } = renderPaymentsPage({
      'GET /api/admin/payments': () => jsonResponse({ payments, summary: createPaymentSummary(), pagination: paginationOf(1) }),
      'POST /api/admin/payments/7/refund': () => answer.promise,
    });
    await chooseRowAction(user, 'Ada Lovelace', 'Refund $3.99 to Ada Lovelace');

    const dialog = screen.getByRole('dialog', { name: 'Refund $3.99 to Ada Lovelace?' });
    expect(within(dialog).getByText('Refund this payment? The customer gets the money back and their rental ends now.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('button', { name: 'Refunding...' })).toBeDisabled();

    const refundedNow = { ...completed, status: 'refunded' as const, refunded_at: '2031-07-05T10:00:00.000Z', refunded_by: 'admin@example.com' };
    payments = [refundedNow];
    answer.resolve(jsonResponse({ payment: refundedNow }));

    expect(await screen.findByText('Payment refunded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST /api/admin/payments/7/refund')).toHaveLength(1);
    expect(requestsTo('POST /api/admin/payments/7/refund')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Ada Lovelace/ })).getByText('Refunded')).toBeInTheDocument());
    expect(screen.getByText('by admin@example.com')).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/payments')).toHaveLength(2);
  });

  it("keeps the dialog open with the server's reason when the refund is refused", async () => {
    let refusal = jsonResponse({ error: 'This payment has already been refunded' }, 409);
    const { user } = renderPaymentsPage({
      'GET /api/admin/payments': paymentsAnswer([completed]),
      'POST /api/admin/payments/7/refund': () => refusal,
    });
    await chooseRowAction(user, 'Ada Lovelace', 'Refund $3.99 to Ada Lovelace');
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This payment has already been refunded')).toBeInTheDocument();

    // No text from the server (a proxy's page): the standard failure.
    refusal = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Failed to refund payment')).toBeInTheDocument();
    expect(screen.queryByText('Payment refunded successfully')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exports the filtered payments as CSV with the session token', async () => {
    const downloads = captureDownloads();
    const { user, requestsTo } = renderPaymentsPage(
      {
        'GET /api/admin/payments': paymentsAnswer([completed]),
        'GET /api/admin/payments.csv': () => csvResponse('payments.csv'),
      },
      '/admin/payments?status=completed&date_range=week&search=ada',
    );
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [request] = requestsTo('GET /api/admin/payments.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(paramsOf(request)).toEqual({ sort: 'created_at', order: 'desc', search: 'ada', status: 'completed', date_range: 'week' });
    expect(downloads.saved[0]?.name).toBe('payments.csv');
  });

  it('shows the code with its discount, the gift and the bundle of each payment, in columns the admin chooses', async () => {
    const withCode = createAdminPayment({ id: 10, first_name: 'Hedy', last_name: 'Lamarr', code: 'SPRING25', discount: 1.33, amount: 3.99, gift: true });
    const bundle = createAdminPayment({ id: 11, first_name: 'Mary', last_name: 'Shelley', movie_title: 'The Night Trilogy', amount: 9.99, bundle_id: 2 });
    const { user } = renderPaymentsPage({ 'GET /api/admin/payments': paymentsAnswer([withCode, bundle]) });
    await screen.findByRole('row', { name: /Hedy Lamarr/ });
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/, sorted.*$/, ''));
    expect(headers()).toEqual(['Customer', 'Movie', 'Amount', 'Status', 'Date', 'Code', 'Gift', 'Actions']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bundle' }));
    await user.keyboard('{Escape}');
    expect(headers()).toEqual(['Customer', 'Movie', 'Amount', 'Status', 'Date', 'Code', 'Gift', 'Bundle', 'Actions']);
    const cells = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(/Hedy Lamarr/).slice(4, 7)).toEqual(['SPRING25−$1.33', 'Yes', '—']);
    expect(within(screen.getByRole('row', { name: /Hedy Lamarr/ })).getByText('SPRING25')).toHaveClass('offer-code');
    expect(cells(/Mary Shelley/).slice(0, 1)).toEqual(['The Night Trilogy']);
    expect(cells(/Mary Shelley/).slice(4, 7)).toEqual(['—', 'No', 'Bundle #2']);
    expect(within(screen.getByRole('row', { name: /Mary Shelley/ })).getByRole('link', { name: 'Bundle #2' })).toHaveAttribute('href', '/admin/bundles?edit=2');
  });

  it("shows a payment's code, gift and bundle on its phone card only when it has them", async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const withCode = createAdminPayment({ id: 10, first_name: 'Hedy', last_name: 'Lamarr', code: 'SPRING25', discount: 1.33, gift: true, bundle_id: 2 });
    renderPaymentsPage({ 'GET /api/admin/payments': paymentsAnswer([completed, withCode]) });

    const cards = within(await screen.findByRole('list', { name: 'Payments' }));
    const hedy = within(cards.getByRole('article', { name: /Hedy Lamarr/ }));
    expect(hedy.getByText('Code').nextElementSibling).toHaveTextContent('SPRING25−$1.33');
    expect(hedy.getByText('Gift').nextElementSibling).toHaveTextContent('Yes');
    expect(hedy.getByText('Bundle').nextElementSibling).toHaveTextContent('Bundle #2');
    const ada = within(cards.getByRole('article', { name: /Ada Lovelace/ }));
    expect(ada.queryByText('Code')).not.toBeInTheDocument();
    expect(ada.queryByText('Gift')).not.toBeInTheDocument();
    expect(ada.queryByText('Bundle')).not.toBeInTheDocument();
  });

  it('shows each payment as a card on a phone: customer, amount, status, date, View customer and its menu', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = renderPaymentsPage({ 'GET /api/admin/payments': paymentsAnswer([completed, refunded]) });

    const cards = within(await screen.findByRole('list', { name: 'Payments' }));
    const ada = cards.getByRole('article', { name: /Ada Lovelace/ });
    expect(within(ada).getByText('$3.99')).toBeInTheDocument();
    expect(within(ada).getByText('Completed')).toBeInTheDocument();
    expect(within(ada).getByText(formatDay(completed.created_at))).toBeInTheDocument();
    expect(within(ada).getByText('Northbound')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'View customer' })).toHaveAttribute('href', '/admin/users?user=5');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The sort the headers gave is a select.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Amount, descending');
    expect(currentPath()).toBe('/admin/payments?sort=amount&order=desc');

    // Refund stays in the menu, confirmed.
    await chooseRowAction(user, 'Ada Lovelace', 'Refund $3.99 to Ada Lovelace');
    expect(screen.getByRole('dialog', { name: 'Refund $3.99 to Ada Lovelace?' })).toBeInTheDocument();
  });
});
