import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmailLog } from '../../../common/newsletter-admin.ts';
import { createEmailLog, emailLogsPage } from '../../test/newsletter-test-data.ts';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { formatDay, formatTime } from '../../content/admin-lists.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import type { UserEvent } from '@testing-library/user-event';
import { chooseRowAction, openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { AdminEmailLogsPage } from './admin-email-logs-page.tsx';

function renderLogsPage(handlers: Record<string, FetchHandler>, path = '/admin/email-logs') {
  return renderAdminScreen('/admin/email-logs', <AdminEmailLogsPage />, handlers, path);
}

const logsAnswer =
  (logs: EmailLog[], total = logs.length): FetchHandler =>
  (request) =>
    jsonResponse(emailLogsPage(logs, total, Number(paramsOf(request).page ?? 1)));

// Each longer than its preview (subject 30, message 40, error 30 characters).
const longSubject = 'Our winter premiere is coming to your city soon';
const longMessage = 'Dear friends,\nwe are thrilled to invite you to the premiere of our new film.';
const longError = 'SMTP 550 5.1.1 <ada@example.com>: Recipient address rejected: no such user here';

const sent = createEmailLog({ id: 7, recipient_email: 'ada@example.com', subject: longSubject, message: longMessage });
const failed = createEmailLog({
  id: 9,
  status: 'failed',
  recipient_email: 'grace@example.com',
  subject: 'Your receipt',
  message: 'Thank you for renting Northbound.',
  kind: 'receipt',
  sent_at: null,
  error_message: longError,
  attempts: 5,
});
const pending = createEmailLog({
  id: 11,
  status: 'pending',
  recipient_email: 'alan@example.com',
  subject: 'Two hours left',
  message: '<p>Your rental of <b>Northbound</b> ends soon.</p>',
  is_html: true,
  kind: 'reminder',
  sent_at: null,
  attempts: 1,
  error_message: 'Connection refused (will retry)',
});

/** The words of a row's menu items (their fuller names), the menu closed again. */
async function itemsOf(user: UserEvent, row: string) {
  const menu = await openRowMenu(user, row);
  const items = within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('aria-label') ?? item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

const retryGrace = 'Retry the e-mail to grace@example.com: Your receipt';

const rowOf = (recipient: string) => screen.getByRole('row', { name: new RegExp(recipient.replace('.', '\\.')) });

describe('AdminEmailLogsPage', () => {
  it('shows the loading state, then each e-mail with its status and previews cut at 30, 40 and 30 characters', async () => {
    const answer = deferred<Response>();
    const { user, requestsTo } = renderLogsPage({ 'GET /api/admin/email-logs': () => answer.promise });
    expect(await screen.findByText('Loading email logs...')).toBeInTheDocument();
    expect(screen.getByText('Loading email logs...').closest('[role="status"]')).toBeInTheDocument();
    answer.resolve(jsonResponse(emailLogsPage([sent, failed])));

    await screen.findByRole('row', { name: /ada@example\.com/ });
    const first = rowOf('ada@example.com');
    expect(within(first).getByText('Sent')).toBeInTheDocument();
    expect(within(first).getByText('Our winter premiere is coming…')).toBeInTheDocument();
    expect(within(first).getByText('Dear friends, we are thrilled to invite…')).toBeInTheDocument();
    // Created and sent, the same day.
    expect(within(first).getAllByText(formatDay(sent.created_at))).toHaveLength(2);
    expect(within(first).getByText(formatTime(sent.created_at))).toBeInTheDocument();
    expect(within(first).getByText(formatTime(sent.sent_at!))).toBeInTheDocument();
    expect(within(first).getByRole('rowheader', { name: 'ada@example.com' })).toHaveClass('data-table__sticky');
    expect(await itemsOf(user, 'ada@example.com: Our winter premiere is coming…')).toEqual(['View the e-mail to ada@example.com: Our winter premiere is coming…']);

    const second = rowOf('grace@example.com');
    expect(within(second).getByText('Failed')).toBeInTheDocument();
    expect(within(second).getByText('Your receipt')).toBeInTheDocument();
    expect(within(second).getByText('SMTP 550 5.1.1 <ada@example.co…')).toBeInTheDocument();
    // Never sent: the Sent date is empty.
    expect(within(second).getAllByText('N/A')).toHaveLength(1);
    expect(await itemsOf(user, 'grace@example.com: Your receipt')).toEqual(['View the e-mail to grace@example.com: Your receipt', retryGrace]);

    expect(paramsOf(requestsTo('GET /api/admin/email-logs')[0])).toEqual({ page: '1', limit: '20' });
    expect(requestsTo('GET /api/admin/email-logs')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(document.title).toBe('Email Logs · Admin · Ember Lane Studios');
  });

  it('previews an HTML message by its words; a pending e-mail says when it is next tried', async () => {
    const later = new Date(Date.now() + 30 * 60_000).toISOString();
    renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([{ ...pending, next_attempt_at: later }]) });

    const row = await screen.findByRole('row', { name: /alan@example\.com/ });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Your rental of Northbound ends soon.')).toBeInTheDocument();
    const nextTry = new Date(later).toDateString() === new Date().toDateString() ? formatTime(later) : `${formatDay(later)}, ${formatTime(later)}`;
    expect(within(row).getByText(`Next try at ${nextTry}`)).toBeInTheDocument();
  });

  it('opens the whole e-mail: full subject, message as text (HTML as its source, never drawn) and error', async () => {
    const { user } = renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([sent, pending]) });

    await chooseRowAction(user, 'ada@example.com: Our winter premiere is coming…', 'View the e-mail to ada@example.com: Our winter premiere is coming…');
    let dialog = screen.getByRole('dialog', { name: longSubject });
    expect(within(dialog).getByRole('region', { name: 'Message' })).toHaveTextContent(longMessage.replace('\n', ' '));
    expect(within(dialog).getByRole('region', { name: 'Message' }).textContent).toBe(longMessage);
    expect(within(dialog).getByText('Newsletter')).toBeInTheDocument();
    expect(within(dialog).getByText('Plain text')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Error' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await chooseRowAction(user, 'alan@example.com: Two hours left', 'View the e-mail to alan@example.com: Two hours left');
    dialog = screen.getByRole('dialog', { name: 'Two hours left' });
    const source = within(dialog).getByRole('region', { name: 'Message (HTML source)' });
    expect(source.textContent).toBe(pending.message);
    expect(source.querySelector('b, p')).toBeNull();
    expect(within(dialog).getByRole('region', { name: 'Error' })).toHaveTextContent('Connection refused (will retry)');
    expect(within(dialog).getByText('Rental reminder')).toBeInTheDocument();
    expect(within(dialog).getByText('Next attempt')).toBeInTheDocument();
  });

  it("names a gift's e-mail to its recipient (docs/product.md#offers)", async () => {
    const gift = { ...sent, id: 30, recipient_email: 'joan@example.com', kind: 'gift' as const, subject: 'A film for you' };
    const { user } = renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([gift]) });

    await chooseRowAction(user, 'joan@example.com: A film for you', 'View the e-mail to joan@example.com: A film for you');
    expect(within(screen.getByRole('dialog', { name: 'A film for you' })).getByText('Gift')).toBeInTheDocument();
  });

  it("shows 'Failed to load email logs' with Try Again, which loads the log again", async () => {
    let answer: FetchHandler = () => jsonResponse({ error: 'Internal server error' }, 500);
    const { user, requestsTo } = renderLogsPage({ 'GET /api/admin/email-logs': (request) => answer(request) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load email logs' })).toBeInTheDocument();
    answer = logsAnswer([sent]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('row', { name: /ada@example\.com/ })).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/email-logs')).toHaveLength(2);
  });

  it('offers no Retry for a failed password reset: its link is gone, and the viewer asks for a new one', async () => {
    const failedReset = createEmailLog({ ...failed, id: 12, recipient_email: 'joan@example.com', kind: 'password_reset', subject: 'Reset your password' });
    const { user } = renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([failedReset, failed]) });
    expect(await itemsOf(user, 'grace@example.com: Your receipt')).toContain(retryGrace);
    expect(await itemsOf(user, 'joan@example.com: Reset your password')).toEqual(['View the e-mail to joan@example.com: Reset your password']);
  });

  it("shows 'No e-mails yet' when nothing was ever sent", async () => {
    renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([]) });
    expect(await screen.findByRole('heading', { name: 'No e-mails yet' })).toBeInTheDocument();
  });

  it('says so when no e-mail has the status chosen', async () => {
    renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([]) }, '/admin/email-logs?status=failed');
    expect(await screen.findByRole('heading', { name: 'No e-mails found' })).toBeInTheDocument();
  });

  it('filters by status through the URL, and pages 20 at a time', async () => {
    const { user, requestsTo } = renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([sent, failed], 45) });
    await screen.findByRole('row', { name: /ada@example\.com/ });
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/email-logs').at(-1));
    expect(screen.getByText('Showing 1–20 of 45 e-mails')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '3', limit: '20' }));
    expect(await screen.findByText('Showing 41–45 of 45 e-mails')).toBeInTheDocument();

    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Pending',
      'Sent',
      'Failed',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20', status: 'failed' }));
    expect(currentPath()).toBe('/admin/email-logs?status=failed');
  });

  it('reads a status from the URL', async () => {
    const { requestsTo } = renderLogsPage({ 'GET /api/admin/email-logs': logsAnswer([pending], 25) }, '/admin/email-logs?status=pending&page=2');
    expect(await screen.findByRole('row', { name: /alan@example\.com/ })).toBeInTheDocument();
    expect(paramsOf(requestsTo('GET /api/admin/email-logs')[0])).toEqual({ page: '2', limit: '20', status: 'pending' });
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it("queues a failed e-mail again: 'E-mail queued again', then the log is read again", async () => {
    let logs = [failed];
    const answer = deferred<Response>();
    const { user, requestsTo } = renderLogsPage({
      'GET /api/admin/email-logs': () => jsonResponse(emailLogsPage(logs)),
      'POST /api/admin/email-logs/9/retry': () => answer.promise,
    });
    await chooseRowAction(user, 'grace@example.com: Your receipt', retryGrace);
    // While it goes, the item says so and cannot be chosen again.
    const menu = await openRowMenu(user, 'grace@example.com: Your receipt');
    expect(within(menu).getByRole('menuitem', { name: 'Retrying...' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    const queued = { ...failed, status: 'pending' as const, error_message: null, attempts: 0 };
    logs = [queued];
    answer.resolve(jsonResponse({ log: queued }));

    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('grace@example.com')).getByText('Pending')).toBeInTheDocument());
    expect(await itemsOf(user, 'grace@example.com: Your receipt')).not.toContain(retryGrace);
    expect(requestsTo('POST /api/admin/email-logs/9/retry')).toHaveLength(1);
    expect(requestsTo('POST /api/admin/email-logs/9/retry')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(requestsTo('GET /api/admin/email-logs')).toHaveLength(2);
  });

  it("shows the server's refusal of a retry ('Only failed e-mails can be sent again') and reads the log again", async () => {
    const { user, requestsTo } = renderLogsPage({
      'GET /api/admin/email-logs': logsAnswer([failed]),
      'POST /api/admin/email-logs/9/retry': () => jsonResponse({ error: 'Only failed e-mails can be sent again' }, 409),
    });
    await chooseRowAction(user, 'grace@example.com: Your receipt', retryGrace);

    expect(await screen.findByText('Only failed e-mails can be sent again')).toBeInTheDocument();
    expect(screen.queryByText('E-mail queued again')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET /api/admin/email-logs')).toHaveLength(2));
  });

  it("says 'Failed to queue the e-mail again' when the retry fails for another reason", async () => {
    const { user } = renderLogsPage({
      'GET /api/admin/email-logs': logsAnswer([failed]),
      'POST /api/admin/email-logs/9/retry': () => jsonResponse({ error: 'Internal server error' }, 500),
    });
    await chooseRowAction(user, 'grace@example.com: Your receipt', retryGrace);
    expect(await screen.findByText('Failed to queue the e-mail again')).toBeInTheDocument();
  });

  it('reads the page again every 10 s while an e-mail on it is pending, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let logs = [pending];
    const { requestsTo } = renderLogsPage({ 'GET /api/admin/email-logs': () => jsonResponse(emailLogsPage(logs)) });
    await screen.findByRole('row', { name: /alan@example\.com/ });
    expect(requestsTo('GET /api/admin/email-logs')).toHaveLength(1);

    logs = [{ ...pending, status: 'sent', sent_at: new Date().toISOString(), error_message: null }];
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(within(rowOf('alan@example.com')).getByText('Sent')).toBeInTheDocument());
    expect(requestsTo('GET /api/admin/email-logs')).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(requestsTo('GET /api/admin/email-logs')).toHaveLength(2);
  });
});
