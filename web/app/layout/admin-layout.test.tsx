import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { paginationOf } from '../../test/admin-business-test-data.ts';
import { adminScreenHandlers } from '../../test/admin-mocks.ts';
import { ADMIN_SCREENS } from '../../test/admin-screens.ts';
import { catalogueHandlers } from '../../test/catalogue-mocks.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { currentPath, renderApp } from '../../test/render.tsx';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from './admin-shell/use-sidebar-collapsed.ts';

// The shell and the screens are lazy chunks: their first import can take seconds on a busy machine.
const LAZY = { timeout: 10_000 };
const FIRST_LOAD = { timeout: 20_000 };
const EMAIL = 'director@emberlane.example';

/** An administrator on an admin screen, its first loads answered with empty lists. */
async function renderAdmin(path = '/admin/users', heading = 'Users') {
  const admin = createUser({ isAdmin: true, email: EMAIL });
  storeTestSession(admin, 'admin-token');
  const fetch = mockFetch({
    ...catalogueHandlers(),
    ...adminScreenHandlers(),
    'GET /api/admin/audit': () => jsonResponse({ entries: [], pagination: paginationOf(0) }),
    'GET /api/admin/audit/actors': () => jsonResponse({ actors: [] }),
    'GET /api/auth/verify': () => jsonResponse({ user: admin }),
    'POST /api/auth/logout': () => emptyResponse(204),
  });
  const rendered = renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: heading }, LAZY);
  return { ...rendered, ...fetch };
}

const adminNav = () => screen.getByRole('navigation', { name: 'Admin' });
const sidebar = () => within(screen.getByRole('complementary', { name: 'Admin sidebar' }));
const topBar = () => within(screen.getByRole('banner'));
const menuButton = () => topBar().getByRole('button', { name: 'Admin menu' });

describe('AdminLayout', FIRST_LOAD, () => {
  it('replaces the public header, footer and splash with its own shell', async () => {
    await renderAdmin();

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.querySelector('.site-header, .splash')).toBeNull();
    // One banner: the admin's top bar. The skip link leads to the one <main>, which holds the screen.
    expect(screen.getAllByRole('banner')).toEqual([document.querySelector('.admin-topbar')]);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('links the admin screens in the documented order, each with its icon, and marks the one on show', async () => {
    await renderAdmin();

    const links = within(adminNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ADMIN_SCREENS);
    expect(links.at(-1)).toHaveAccessibleName('Audit log');
    expect(links.every((link) => link.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('moves the mark and the focus when the admin goes to another screen, and keeps the dashboard unmarked below it', async () => {
    const { user } = await renderAdmin();

    await user.click(within(adminNav()).getByRole('link', { name: 'Rentals' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals' }, LAZY)).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/rentals');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(within(adminNav()).getByRole('link', { name: 'Rentals' })).toHaveAttribute('aria-current', 'page');
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(within(adminNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the audit log from its link', async () => {
    const { user } = await renderAdmin();

    await user.click(within(adminNav()).getByRole('link', { name: 'Audit log' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, LAZY)).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/audit');
    expect(within(adminNav()).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the admin's e-mail, Logout and View site once each, at the foot of the sidebar", async () => {
    const { user } = await renderAdmin();

    const email = screen.getByText(EMAIL);
    expect(screen.getAllByText(EMAIL)).toEqual([email]);
    expect(sidebar().getByText(EMAIL)).toBe(email);
    expect(email.closest('[title]')).toHaveAttribute('title', EMAIL);
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'View site' })).toHaveLength(1);
    const viewSite = sidebar().getByRole('link', { name: 'View site' });
    expect(viewSite).toHaveAttribute('href', '/');

    await user.click(viewSite);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Lane Studios' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    // Back on the public site: its header and footer, and no admin shell.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('logs out from the sidebar: the session ends on the server and here, and the admin lands on /', async () => {
    const { user, requestsTo } = await renderAdmin();

    await user.click(sidebar().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Lane Studios' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(requestsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('collapses the sidebar to an icon rail whose controls keep their names as tooltips, and remembers it', async () => {
    const { user, unmount } = await renderAdmin();
    const collapse = sidebar().getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('aria-controls', 'admin-sidebar');
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('title');

    await user.click(collapse);

    const expand = sidebar().getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toBe(collapse);
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveAttribute('title', 'Expand sidebar');
    expect(document.querySelector('.admin-shell')).toHaveClass('admin-shell--rail');
    const users = within(adminNav()).getByRole('link', { name: 'Users' });
    expect(users).toHaveAttribute('title', 'Users');
    expect(sidebar().getByRole('button', { name: 'Logout' })).toHaveAttribute('title', 'Logout');
    expect(sidebar().getByRole('link', { name: 'View site' })).toHaveAttribute('title', 'View site');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('1');

    // The next visit starts folded.
    unmount();
    const next = await renderAdmin('/admin/rentals', 'Rentals');
    expect(sidebar().getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.admin-shell')).toHaveClass('admin-shell--rail');

    await next.user.click(sidebar().getByRole('button', { name: 'Expand sidebar' }));

    expect(sidebar().getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.admin-shell')).not.toHaveClass('admin-shell--rail');
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBeNull();
  });

  it('reaches every sidebar control by keyboard, after the skip link', async () => {
    const { user } = await renderAdmin();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(within(adminNav()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    for (let step = 1; step < ADMIN_SCREENS.length; step += 1) await user.tab();
    expect(within(adminNav()).getByRole('link', { name: 'Audit log' })).toHaveFocus();
    await user.tab();
    expect(sidebar().getByRole('link', { name: 'View site' })).toHaveFocus();
    await user.tab();
    expect(sidebar().getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(sidebar().getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
  });
});

describe('AdminLayout on a phone', FIRST_LOAD, () => {
  it('has one menu button, in the top bar, which opens the sidebar as a drawer and closes it on navigation', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = await renderAdmin();

    expect(screen.getAllByRole('button', { name: /menu/i })).toEqual([menuButton()]);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();

    await user.click(menuButton());

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const drawer = document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(drawer).toBeVisible();
    expect(within(drawer).getByRole('navigation', { name: 'Admin' })).toBe(adminNav());
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByText(EMAIL)).toBeVisible();
    expect(screen.getAllByText(EMAIL)).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'View site' })).toBeVisible();

    await user.click(within(adminNav()).getByRole('link', { name: 'Payments' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' }, LAZY)).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('goes from the menu button into the drawer with Tab, and closes it on Escape with the focus back on the button', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = await renderAdmin();

    await user.click(menuButton());
    await user.tab();
    expect(within(adminNav()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin/users');
  });

  it('closes the drawer on a press outside it', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = await renderAdmin();
    await user.click(menuButton());
    const backdrop = document.querySelector('.admin-drawer-backdrop') as HTMLElement;
    expect(backdrop).toBeInTheDocument();

    fireEvent.pointerDown(backdrop);

    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(document.querySelector('.admin-drawer-backdrop')).toBeNull();
  });

  it('ignores a remembered collapse: the drawer shows the labels', async () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, '1');
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = await renderAdmin();

    await user.click(menuButton());

    expect(document.querySelector('.admin-shell')).not.toHaveClass('admin-shell--rail');
    expect(within(adminNav()).getByRole('link', { name: 'Users' })).not.toHaveAttribute('title');
  });
});
