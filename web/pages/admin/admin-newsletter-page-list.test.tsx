import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, csvResponse, paginationOf } from '../../test/admin-business-test-data.ts';
import { createOutboxQueue, subscribersPage } from '../../test/newsletter-test-data.ts';
import { paramsOf } from '../../test/render-admin-screen.tsx';
import { formatDay } from '../../content/admin-lists.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import { ada, grace, inFromNow, MINUTE, renderNewsletterPage } from './admin-newsletter-page-test-helpers.tsx';

const statCard = (label: string) => within(screen.getByRole('list', { name: 'Subscriber totals' })).getByText(label).closest('li')!;

describe('AdminNewsletterPage: the list', () => {
  it('shows the loading state, then the totals, the outbox queue and a row per subscriber', async () => {
    const answer = deferred<Response>();
    const { requestsTo } = renderNewsletterPage({ 'GET /api/admin/newsletter/subscribers': () => answer.promise });

    expect(await screen.findByText('Loading subscribers...')).toBeInTheDocument();
    expect(screen.getByText('Loading subscribers...').closest('[role="status"]')).toBeInTheDocument();
    answer.resolve(
      jsonResponse(
        subscribersPage([ada, grace], {
          stats: { total: 1234, active: 1200, unsubscribed: 34 },
          queue: createOutboxQueue({ pending: 3, last_send_at: inFromNow(22 * MINUTE + 10_000) }),
        }),
      ),
    );

    const first = await screen.findByRole('row', { name: /ada@example\.com/ });
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText(formatDay(ada.subscribed_at))).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /grace@example\.com/ });
    expect(within(second).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(second).getByText(`since ${formatDay(grace.unsubscribed_at!)}`)).toBeInTheDocument();

    expect(within(statCard('Total')).getByText('1,234')).toBeInTheDocument();
    expect(within(statCard('Active')).getByText('1,200')).toBeInTheDocument();
    expect(within(statCard('Unsubscribed')).getByText('34')).toBeInTheDocument();
    expect(screen.getByText('3 e-mails waiting; the last leaves in about 22 min')).toBeInTheDocument();
    expect(screen.getByText('One e-mail every 7.5 min')).toBeInTheDocument();

    expect(paramsOf(requestsTo('GET /api/admin/newsletter/subscribers')[0])).toEqual({
      page: '1',
      limit: '20',
      sort: 'subscribed_at',
      order: 'desc',
    });
    expect(requestsTo('GET /api/admin/newsletter/subscribers')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(document.title).toBe('Newsletter · Admin · Ember Lane Studios');
  });

  it('says when no e-mail waits in the outbox', async () => {
    renderNewsletterPage({ 'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada])) });
    expect(await screen.findByText('No e-mails waiting')).toBeInTheDocument();
  });

  it("shows 'Failed to load subscribers' with Try Again, which loads the list again", async () => {
    let answer: FetchHandler = () => jsonResponse({ error: 'Internal server error' }, 500);
    const { user, requestsTo } = renderNewsletterPage({ 'GET /api/admin/newsletter/subscribers': (request) => answer(request) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load subscribers' })).toBeInTheDocument();

    answer = () => jsonResponse(subscribersPage([ada]));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('row', { name: /ada@example\.com/ })).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/newsletter/subscribers')).toHaveLength(2);
  });

  it("shows 'No subscribers yet' when nobody has signed up", async () => {
    renderNewsletterPage({ 'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([])) });
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('finds nobody for a search: its own empty text', async () => {
    renderNewsletterPage(
      {
        'GET /api/admin/newsletter/subscribers': () =>
          jsonResponse(subscribersPage([], { stats: { total: 5, active: 4, unsubscribed: 1 } })),
      },
      '/admin/newsletter?search=nobody',
    );
    expect(await screen.findByRole('heading', { name: 'No subscribers found' })).toBeInTheDocument();
  });

  it('sends the status, sort and search the admin picks, in the URL', async () => {
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada], { pagination: paginationOf(45) })),
    });
    await screen.findByRole('row', { name: /ada@example\.com/ });
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/newsletter/subscribers').at(-1));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Unsubscribed');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'unsubscribed', page: '1' }));
    await user.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', order: 'asc' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'ada{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ada' }));
    expect(currentPath()).toBe('/admin/newsletter?status=unsubscribed&sort=email&order=asc&search=ada');
  });


  it('exports the filtered subscribers as CSV with the session token', async () => {
    const downloads = captureDownloads();
    const { user, requestsTo } = renderNewsletterPage(
      {
        'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada])),
        'GET /api/admin/newsletter/subscribers.csv': () => csvResponse('subscribers.csv'),
      },
      '/admin/newsletter?status=active&search=ada',
    );
    await screen.findByRole('row', { name: /ada@example\.com/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [request] = requestsTo('GET /api/admin/newsletter/subscribers.csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(paramsOf(request)).toEqual({ sort: 'subscribed_at', order: 'desc', search: 'ada', status: 'active' });
    expect(downloads.saved[0]?.name).toBe('subscribers.csv');
  });
});
