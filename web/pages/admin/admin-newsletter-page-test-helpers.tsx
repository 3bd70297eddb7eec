// What the AdminNewsletterPage tests share: the page for a signed-in admin, the subscribers it lists, times from
// now, and the Send e-mail button and dialog.
import { screen, within } from '@testing-library/react';
import { createSubscriber } from '../../test/newsletter-test-data.ts';
import { renderAdminScreen } from '../../test/render-admin-screen.tsx';
import type { FetchHandler } from '../../test/fetch-mock.ts';
import { AdminNewsletterPage } from './admin-newsletter-page.tsx';

export function renderNewsletterPage(handlers: Record<string, FetchHandler>, path = '/admin/newsletter') {
  return renderAdminScreen('/admin/newsletter', <AdminNewsletterPage />, handlers, path);
}

export const MINUTE = 60_000;
export const inFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

export const ada = createSubscriber({ id: 1, email: 'ada@example.com' });
export const grace = createSubscriber({
  id: 2,
  email: 'grace@example.com',
  is_active: false,
  unsubscribed_at: '2031-07-03T10:00:00.000Z',
});
export const alan = createSubscriber({ id: 3, email: 'alan@example.com' });
export const barbara = createSubscriber({ id: 4, email: 'barbara@example.com' });

export const sendButton = () => screen.getByRole('button', { name: 'Send e-mail' });

export async function writeEmail(user: ReturnType<typeof renderNewsletterPage>['user'], subject = 'Premiere night', message = 'Join us on Friday.') {
  const dialog = screen.getByRole('dialog', { name: 'Send e-mail' });
  await user.type(within(dialog).getByLabelText('Subject'), subject);
  await user.type(within(dialog).getByLabelText('Message'), message);
  return dialog;
}
