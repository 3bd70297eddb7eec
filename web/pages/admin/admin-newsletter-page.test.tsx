import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../../common/newsletter-admin.ts';
import {
  createOutboxQueue,
  createSubscriber,
  subscribersPage,
} from '../../components/admin/testing/newsletter-test-data.ts';
import { captureDownloads, csvResponse, paginationOf } from '../../components/admin/testing/admin-business-test-data.ts';
import { formatDay } from '../../content/admin-lists.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler, type RecordedRequest } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { AdminNewsletterPage } from './admin-newsletter-page.tsx';

function renderNewsletterPage(handlers: Record<string, FetchHandler>, path = '/admin/newsletter') {
  const admin = createUser({ isAdmin: true });
  storeTestSession(admin, 'admin-token');
  const fetch = mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: admin }), ...handlers });
  return { ...renderRoutes([{ path: '/admin/newsletter', element: <AdminNewsletterPage /> }], { path }), ...fetch };
}

const paramsOf = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.path.split('?')[1] ?? ''));

const MINUTE = 60_000;
const inFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const ada = createSubscriber({ id: 1, email: 'ada@example.com' });
const grace = createSubscriber({
  id: 2,
  email: 'grace@example.com',
  is_active: false,
  unsubscribed_at: '2031-07-03T10:00:00.000Z',
});
const alan = createSubscriber({ id: 3, email: 'alan@example.com' });
const barbara = createSubscriber({ id: 4, email: 'barbara@example.com' });

/** Twenty active subscribers with ids from `first`. */
const activePage = (first: number): Subscriber[] =>
  Array.from({ length: 20 }, (_, index) => createSubscriber({ id: first + index, email: `fan${first + index}@example.com` }));

const statCard = (label: string) => within(screen.getByRole('list', { name: 'Subscriber totals' })).getByText(label).closest('li')!;
const sendButton = () => screen.getByRole('button', { name: 'Send e-mail' });

async function writeEmail(user: ReturnType<typeof renderNewsletterPage>['user'], subject = 'Premiere night', message = 'Join us on Friday.') {
  const dialog = screen.getByRole('dialog', { name: 'Send e-mail' });
  await user.type(within(dialog).getByLabelText('Subject'), subject);
  await user.type(within(dialog).getByLabelText('Message'), message);
  return dialog;
}

describe('AdminNewsletterPage', () => {
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

  it('lets only active subscribers be chosen; Send e-mail waits for a choice and says why', async () => {
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada, grace])),
    });
    await screen.findByRole('row', { name: /ada@example\.com/ });

    const graceBox = screen.getByRole('checkbox', { name: 'Select grace@example.com' });
    expect(graceBox).toBeDisabled();
    expect(graceBox).toHaveAccessibleDescription('Unsubscribed: no e-mail can be sent to this address');
    expect(screen.getByRole('checkbox', { name: 'Select ada@example.com' })).toBeEnabled();

    expect(screen.getByText('No subscriber selected. Tick the active ones to write to.')).toBeInTheDocument();
    await user.click(sendButton());
    expect(screen.getByText('Please select at least one subscriber')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select every active subscriber on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select ada@example.com' })).toBeChecked();
    expect(graceBox).not.toBeChecked();
    expect(screen.getByText('The one on this page is selected.')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    expect(screen.queryByText('Please select at least one subscriber')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('No subscriber selected. Tick the active ones to write to.')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/newsletter/send-email')).toHaveLength(0);
  });

  it('keeps the chosen subscribers across pages and sends their ids', async () => {
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': (request) => {
        const page = paramsOf(request).page === '2' ? [alan, barbara] : [ada, grace];
        return jsonResponse(subscribersPage(page, { pagination: paginationOf(22, Number(paramsOf(request).page ?? 1)) }));
      },
      'POST /api/admin/newsletter/send-email': () => jsonResponse({ queued: 2, last_send_at: inFromNow(15 * MINUTE) }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ada@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select barbara@example.com' }));
    expect(screen.getByText('2 subscribers selected.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('checkbox', { name: 'Select ada@example.com' })).toBeChecked();

    await user.click(sendButton());
    const dialog = await writeEmail(user);
    expect(dialog).toHaveAccessibleDescription('To 2 subscribers');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(requestsTo('POST /api/admin/newsletter/send-email')).toHaveLength(1));
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.body).toEqual({
      subject: 'Premiere night',
      message: 'Join us on Friday.',
      isHtml: false,
      subscriberIds: [1, 4],
    });
  });

  it('widens a ticked page to every active subscriber matching the search, sent as {all: true, search}', async () => {
    const { user, requestsTo } = renderNewsletterPage(
      {
        'GET /api/admin/newsletter/subscribers': (request) => {
          const query = paramsOf(request);
          // The count of active matches: a one-row page of them.
          if (query.limit === '1') return jsonResponse(subscribersPage(activePage(1).slice(0, 1), { pagination: paginationOf(1234, 1, 1) }));
          return jsonResponse(
            subscribersPage(activePage(1), { stats: { total: 3000, active: 2500, unsubscribed: 500 }, pagination: paginationOf(1300) }),
          );
        },
        'POST /api/admin/newsletter/send-email': () => jsonResponse({ queued: 1234, last_send_at: inFromNow(6 * 24 * 60 * MINUTE) }),
      },
      '/admin/newsletter?search=fan',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select every active subscriber on this page' }));

    expect(screen.getByText('All 20 on this page are selected.')).toBeInTheDocument();
    const widen = await screen.findByRole('button', { name: 'Select all 1,234 active subscribers matching this search' });
    expect(paramsOf(requestsTo('GET /api/admin/newsletter/subscribers').find((request) => paramsOf(request).limit === '1'))).toEqual({
      page: '1',
      limit: '1',
      status: 'active',
      search: 'fan',
    });
    await user.click(widen);

    expect(screen.getByText('All 1,234 active subscribers matching this search are selected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toHaveFocus();

    await user.click(sendButton());
    const dialog = await writeEmail(user);
    expect(dialog).toHaveAccessibleDescription('To all 1,234 active subscribers matching “fan”');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(requestsTo('POST /api/admin/newsletter/send-email')).toHaveLength(1));
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.body).toEqual({
      subject: 'Premiere night',
      message: 'Join us on Friday.',
      isHtml: false,
      all: true,
      search: 'fan',
    });
    expect(await screen.findByText('1,234 e-mails queued; the last leaves in about 6 days')).toBeInTheDocument();
  });

  it('without a search, every active subscriber is counted by the totals and sent as {all: true}', async () => {
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () =>
        jsonResponse(subscribersPage(activePage(1), { stats: { total: 60, active: 45, unsubscribed: 15 }, pagination: paginationOf(60) })),
      'POST /api/admin/newsletter/send-email': () => jsonResponse({ queued: 45, last_send_at: inFromNow(5 * 60 * MINUTE) }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every active subscriber on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 active subscribers' }));
    // Unticking one row keeps the rest of the page.
    await user.click(screen.getByRole('checkbox', { name: 'Select fan1@example.com' }));
    expect(screen.getByText('19 subscribers selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select fan1@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 active subscribers' }));

    await user.click(sendButton());
    await user.click(within(await writeEmail(user)).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requestsTo('POST /api/admin/newsletter/send-email')).toHaveLength(1));
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.body).toMatchObject({ all: true });
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.body).not.toHaveProperty('search');
    // The totals answered the count: no count of its own was asked.
    expect(requestsTo('GET /api/admin/newsletter/subscribers').filter((request) => paramsOf(request).limit === '1')).toHaveLength(0);
  });

  it('forgets every match of a search once the search changes; chosen ids stay', async () => {
    const { user } = renderNewsletterPage(
      {
        'GET /api/admin/newsletter/subscribers': () =>
          jsonResponse(subscribersPage(activePage(1), { stats: { total: 60, active: 45, unsubscribed: 15 }, pagination: paginationOf(45) })),
      },
      '/admin/newsletter?status=active&search=fan',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select every active subscriber on this page' }));
    // With the Active filter the page's total is the count of matches.
    await user.click(screen.getByRole('button', { name: 'Select all 45 active subscribers matching this search' }));
    expect(screen.getByText('All 45 active subscribers matching this search are selected.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), '1{Enter}');
    expect(await screen.findByText('No subscriber selected. Tick the active ones to write to.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select fan2@example.com' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search subscribers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'other{Enter}');
    await waitFor(() => expect(currentPath()).toContain('search=other'));
    expect(screen.getByText('1 subscriber selected.')).toBeInTheDocument();
  });

  it("checks the subject and message before any call: 'Please fill in both subject and message'", async () => {
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada])),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ada@example.com' }));
    await user.click(sendButton());
    const dialog = screen.getByRole('dialog', { name: 'Send e-mail' });

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Please fill in both subject and message')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Subject')).toHaveFocus();

    // Spaces are not a message.
    await user.type(within(dialog).getByLabelText('Subject'), 'Premiere');
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Please fill in both subject and message')).toHaveLength(1);

    // The preview is checked the same way.
    await user.click(within(dialog).getByRole('radio', { name: 'Preview' }));
    expect(within(dialog).getByRole('radio', { name: 'Write' })).toBeChecked();
    expect(requestsTo('POST /api/admin/newsletter/send-email')).toHaveLength(0);
    expect(requestsTo('POST /api/admin/newsletter/preview')).toHaveLength(0);
  });

  it("queues the e-mail: 'Email sent successfully!', a line saying how many and when the last leaves, the choice cleared", async () => {
    let queue = createOutboxQueue();
    const answer = deferred<Response>();
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada, alan], { queue })),
      'POST /api/admin/newsletter/send-email': () => answer.promise,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every active subscriber on this page' }));
    await user.click(sendButton());
    const dialog = await writeEmail(user, 'Premiere', '<p>Join us</p>');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send as HTML' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();

    const lastSendAt = inFromNow(5 * 60 * MINUTE + 15 * MINUTE + 20_000);
    queue = createOutboxQueue({ pending: 42, last_send_at: lastSendAt });
    answer.resolve(jsonResponse({ queued: 42, last_send_at: lastSendAt }));

    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('42 e-mails queued; the last leaves in about 5 h 15 min')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.body).toEqual({
      subject: 'Premiere',
      message: '<p>Join us</p>',
      isHtml: true,
      subscriberIds: [1, 3],
    });
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    // The outbox moved: the list (and its queue line) is read again; the choice is gone.
    expect(await screen.findByText('42 e-mails waiting; the last leaves in about 5 h 15 min')).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/newsletter/subscribers')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Select ada@example.com' })).not.toBeChecked();
    expect(screen.getByText('No subscriber selected. Tick the active ones to write to.')).toBeInTheDocument();
  });

  it("shows 'Failed to send email', or the server's own words for a refused send, and keeps what was typed", async () => {
    let refusal = jsonResponse({ error: 'Internal server error' }, 500);
    const { user } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada])),
      'POST /api/admin/newsletter/send-email': () => refusal,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ada@example.com' }));
    await user.click(sendButton());
    const dialog = await writeEmail(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send email');

    // Ada unsubscribed meanwhile: nobody active is left.
    refusal = jsonResponse({ error: 'Please select at least one subscriber' }, 400);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select at least one subscriber'));
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Premiere night');
    expect(screen.queryByText('Email sent successfully!')).not.toBeInTheDocument();
  });

  it('previews the e-mail as rendered by the server in a frame where nothing can run', async () => {
    const html = '<html><body><h1>Premiere night</h1><p>Join us on <b>Friday</b>.</p></body></html>';
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada, alan])),
      'POST /api/admin/newsletter/preview': () => jsonResponse({ subject: 'Premiere night', html, text: 'Premiere night' }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every active subscriber on this page' }));
    await user.click(sendButton());
    const dialog = await writeEmail(user, 'Premiere night', '<p>Join us on <b>Friday</b>.</p>');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send as HTML' }));

    await user.click(within(dialog).getByRole('radio', { name: 'Preview' }));

    const frame = await within(dialog).findByTitle('Preview of the e-mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    const preview = within(dialog).getByRole('region', { name: 'Preview of the e-mail' });
    expect(within(preview).getByText('Premiere night')).toBeInTheDocument();
    expect(within(preview).getByText('To 2 subscribers')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/newsletter/preview')[0]?.body).toEqual({
      subject: 'Premiere night',
      message: '<p>Join us on <b>Friday</b>.</p>',
      isHtml: true,
    });

    // Back to writing: what was typed is still there.
    await user.click(within(dialog).getByRole('radio', { name: 'Write' }));
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Premiere night');
    expect(within(dialog).queryByTitle('Preview of the e-mail')).not.toBeInTheDocument();
  });

  it('shows why a preview could not be rendered', async () => {
    const { user } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada])),
      'POST /api/admin/newsletter/preview': () => jsonResponse({ error: 'Internal server error' }, 500),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ada@example.com' }));
    await user.click(sendButton());
    const dialog = await writeEmail(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to render the preview');
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
