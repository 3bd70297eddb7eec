import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../../common/newsletter-admin.ts';
import { paginationOf } from '../../test/admin-business-test-data.ts';
import { createSubscriber, subscribersPage } from '../../test/newsletter-test-data.ts';
import { paramsOf } from '../../test/render-admin-screen.tsx';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import {
  ada,
  alan,
  barbara,
  grace,
  inFromNow,
  MINUTE,
  renderNewsletterPage,
  sendButton,
  writeEmail,
} from './admin-newsletter-page-test-helpers.tsx';

/** Twenty active subscribers with ids from `first`. */
const activePage = (first: number): Subscriber[] =>
  Array.from({ length: 20 }, (_, index) => createSubscriber({ id: first + index, email: `fan${first + index}@example.com` }));

describe('AdminNewsletterPage: choosing subscribers', () => {
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
});
