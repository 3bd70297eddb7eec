import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { catalogueHandlers } from '../../test/catalogue-mocks.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { adminScreenHandlers } from '../../test/admin-mocks.ts';
import { ADMIN_SCREENS } from '../../test/admin-screens.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { currentPath, renderApp } from '../../test/render.tsx';

const LAZY = { timeout: 5_000 };

/** An administrator on an admin screen, its first loads answered with empty lists. */
async function renderAdmin(path = '/admin/users', heading = 'Users') {
  const admin = createUser({ isAdmin: true, email: 'director@emberlane.example' });
  storeTestSession(admin, 'admin-token');
  const fetch = mockFetch({
    ...catalogueHandlers(),
    ...adminScreenHandlers(),
    'GET /api/auth/verify': () => jsonResponse({ user: admin }),
    'POST /api/auth/logout': () => emptyResponse(204),
  });
  const rendered = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: heading }, LAZY);
  return { ...rendered, ...fetch };
}

const adminNav = () => screen.getByRole('navigation', { name: 'Admin' });
const shell = () => within(screen.getByRole('main'));

describe('AdminLayout', () => {
  it('links the nine admin screens in the documented order and marks the one on show', async () => {
    await renderAdmin();

    const links = within(adminNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ADMIN_SCREENS);
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('moves the mark when the admin goes to another screen, and keeps the dashboard unmarked below it', async () => {
    const { user } = await renderAdmin();

    await user.click(within(adminNav()).getByRole('link', { name: 'Rentals' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals' }, LAZY)).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/rentals');
    expect(within(adminNav()).getByRole('link', { name: 'Rentals' })).toHaveAttribute('aria-current', 'page');
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(within(adminNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("shows the admin's e-mail and a link back to the public site", async () => {
    const { user } = await renderAdmin();

    expect(shell().getByText('director@emberlane.example')).toBeInTheDocument();
    const viewSite = shell().getByRole('link', { name: 'View site' });
    expect(viewSite).toHaveAttribute('href', '/');

    await user.click(viewSite);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('logs out from the shell: the session ends on the server and here, and the admin lands on /', async () => {
    const { user, requestsTo } = await renderAdmin();

    await user.click(shell().getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(requestsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('folds the links into a toggle menu at 768 px or less, closed on navigation', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = await renderAdmin();
    const toggle = shell().getByRole('button', { name: 'Admin menu' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    // The bar names the screen on show while the menu is closed.
    expect(shell().getByText('Users', { selector: '.admin-sidebar__subtitle' })).toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel as HTMLElement).getByText('director@emberlane.example')).toBeVisible();
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Logout' })).toBeVisible();

    await user.click(within(adminNav()).getByRole('link', { name: 'Payments' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' }, LAZY)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('closes the toggle menu on Escape and gives the focus back to its button', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = await renderAdmin();
    const toggle = shell().getByRole('button', { name: 'Admin menu' });

    await user.click(toggle);
    expect(adminNav()).toBeVisible();
    await user.tab();
    expect(within(adminNav()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(currentPath()).toBe('/admin/users');
  });
});
