import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOutboxQueue, subscribersPage } from '../../test/newsletter-test-data.ts';
import { deferred, jsonResponse } from '../../test/fetch-mock.ts';
import { chooseRowAction } from '../../components/admin/row-actions/testing.ts';
import {
  ada,
  alan,
  grace,
  inFromNow,
  MINUTE,
  renderNewsletterPage,
  sendButton,
  writeEmail,
} from './admin-newsletter-page-test-helpers.tsx';

describe('AdminNewsletterPage: writing and sending', () => {
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

  it("writes to one active subscriber from their row's menu, leaving the chosen ones chosen", async () => {
    const { user, requestsTo } = renderNewsletterPage({
      'GET /api/admin/newsletter/subscribers': () => jsonResponse(subscribersPage([ada, alan, grace])),
      'POST /api/admin/newsletter/send-email': () => jsonResponse({ queued: 1, last_send_at: inFromNow(MINUTE) }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select alan@example.com' }));
    // An unsubscribed row has nothing to offer.
    expect(screen.queryByRole('button', { name: 'Actions for grace@example.com' })).not.toBeInTheDocument();

    await chooseRowAction(user, 'ada@example.com', 'Send e-mail to ada@example.com');
    const dialog = await writeEmail(user);
    expect(within(dialog).getByText('To ada@example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/newsletter/send-email')[0]?.body).toMatchObject({ subscriberIds: [1] });
    expect(screen.getByRole('checkbox', { name: 'Select alan@example.com' })).toBeChecked();
  });
});
