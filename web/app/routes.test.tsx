import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginationOf } from '../test/admin-business-test-data.ts';
import { adminScreenHandlers } from '../test/admin-mocks.ts';
import { catalogueHandlers } from '../test/catalogue-mocks.ts';
import { createUser, storeTestSession } from '../test/factories.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { currentPath, renderApp } from '../test/render.tsx';

const LAZY = { timeout: 5_000 };
/** The shape of a password reset link's token (32 bytes, base64url). */
const RESET_TOKEN = '7lyOAfn6kbtHfGuH-vh3SdP0p5Z99kG8I3AFqkUOa0o';

function loginAsAdmin() {
  const admin = createUser({ isAdmin: true });
  storeTestSession(admin);
  mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: admin }),
    ...adminScreenHandlers(),
    'GET /api/admin/audit': () => jsonResponse({ entries: [], pagination: paginationOf(0) }),
    'GET /api/admin/audit/actors': () => jsonResponse({ actors: [] }),
    'GET /api/admin/insights/sources': () => jsonResponse({ period: { from: '2026-10-30', to: '2026-11-28' }, sources: [] }),
  });
}

describe('routes', () => {
  // Titles from the catalogue of test/catalogue-mocks.ts: movie 3 is 'Northbound', cover 5 'Salt & Static'.
  it.each([
    ['/', 'Ember Lane Studios', 'Ember Lane Studios'],
    ['/about', 'About', 'About · Ember Lane Studios'],
    ['/bio', 'Bio', 'Bio · Ember Lane Studios'],
    ['/movies', 'Movies', 'Movies · Ember Lane Studios'],
    ['/movies/3', 'Northbound', 'Northbound · Ember Lane Studios'],
    ['/movies/3/backstage', 'Northbound', 'Northbound — Behind the Scenes · Ember Lane Studios'],
    ['/movie-galleries', 'Movie Galleries', 'Movie Galleries · Ember Lane Studios'],
    ['/cover/5', 'Salt & Static', 'Salt & Static · Ember Lane Studios'],
    ['/trailer', 'Trailers', 'Trailers · Ember Lane Studios'],
    ['/gallery', 'Gallery', 'Gallery · Ember Lane Studios'],
    ['/casting', 'Casting', 'Casting · Ember Lane Studios'],
    ['/privacy', 'Privacy', 'Privacy · Ember Lane Studios'],
    ['/payment/cancel', 'Payment Cancelled', 'Payment Cancelled · Ember Lane Studios'],
    ['/login', 'Login', 'Login · Ember Lane Studios'],
    ['/register', 'Register', 'Register · Ember Lane Studios'],
    ['/admin-login', 'Admin Login', 'Admin Login · Ember Lane Studios'],
    ['/forgot-password', 'Forgot password', 'Forgot password · Ember Lane Studios'],
    [`/reset-password/${RESET_TOKEN}`, 'Reset password', 'Reset password · Ember Lane Studios'],
    ['/reset-password', 'Reset password', 'Reset password · Ember Lane Studios'],
  ])('%s shows its heading and sets the document title', async (path, heading, title) => {
    mockFetch(catalogueHandlers());
    renderApp({ path });

    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    // The site's header and footer around the page. (Testing Library also counts a page's own <header>
    // inside <main>, as on the backstage pages, as a banner, which browsers do not.)
    expect(screen.getByRole('navigation', { name: 'Main' }).closest('header')).toHaveClass('site-header');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/cover', '/cover/'])("%s says 'No cover ID provided' rather than going home", async (path) => {
    const { requests } = mockFetch(catalogueHandlers());
    renderApp({ path });

    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('No cover ID provided');
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    expect(requests.filter((request) => request.path.includes('/covers/'))).toEqual([]);
  });

  it('/payment/success confirms a logged-in buyer\'s rental and sets the document title', async () => {
    const buyer = createUser();
    storeTestSession(buyer);
    const { requestsTo } = mockFetch({
      'GET /api/auth/verify': () => jsonResponse({ user: buyer }),
      'POST /api/payments/verify': () =>
        jsonResponse({
          movie_id: 3,
          movie_title: 'Northbound',
          amount: 3.99,
          rental_duration: 48,
          rental_start: '2031-07-04T12:00:00.000Z',
          expires_at: '2031-07-06T12:00:00.000Z',
        }),
    });
    renderApp({ path: '/payment/success?session_id=cs_1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Northbound')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment Confirmation · Ember Lane Studios'));
    expect(requestsTo('POST /api/payments/verify').map((request) => request.body)).toEqual([{ session_id: 'cs_1' }]);
    expect(currentPath()).toBe('/payment/success?session_id=cs_1');
  });

  it('/account/password shows a logged-in user the change of password and sets the document title', async () => {
    const viewer = createUser();
    storeTestSession(viewer);
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: viewer }) });
    renderApp({ path: '/account/password' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Change password · Ember Lane Studios'));
    expect(currentPath()).toBe('/account/password');
  });

  it('/login leads to /forgot-password', async () => {
    const { user } = renderApp({ path: '/login' });

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }, LAZY));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, LAZY)).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
  });

  it.each([
    ['/admin', 'Admin Dashboard', 'Dashboard · Admin · Ember Lane Studios'],
    ['/admin/insights', 'Insight', 'Insight · Admin · Ember Lane Studios'],
    ['/admin/movies', 'Movies', 'Movies · Admin · Ember Lane Studios'],
    ['/admin/backstage', 'Backstage', 'Backstage · Admin · Ember Lane Studios'],
    ['/admin/movie-galleries', 'Movie Galleries', 'Movie Galleries · Admin · Ember Lane Studios'],
    ['/admin/users', 'Users', 'Users · Admin · Ember Lane Studios'],
    ['/admin/rentals', 'Rentals', 'Rentals · Admin · Ember Lane Studios'],
    ['/admin/payments', 'Payments', 'Payments · Admin · Ember Lane Studios'],
    ['/admin/codes', 'Codes', 'Codes · Admin · Ember Lane Studios'],
    ['/admin/bundles', 'Bundles', 'Bundles · Admin · Ember Lane Studios'],
    ['/admin/newsletter', 'Newsletter', 'Newsletter · Admin · Ember Lane Studios'],
    ['/admin/email-logs', 'Email Logs', 'Email Logs · Admin · Ember Lane Studios'],
    ['/admin/audit', 'Audit log', 'Audit log · Admin · Ember Lane Studios'],
  ])('%s shows the admin screen %s to an administrator, in the admin shell', async (path, heading, title) => {
    loginAsAdmin();
    renderApp({ path });

    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    const adminNav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(adminNav).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
    // Its own shell instead of the public site's header and footer.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each([
    ['/movies-cover', '/movie-galleries'],
    ['/admin/login', '/admin-login'],
    ['/no/such/page', '/'],
    ['/admin/no-such-screen', '/'],
    ['/admin/codes/extra', '/'],
    ['/admin/movies/abc/insights', '/'],
    ['/movies/3/backstage/extra', '/'],
    ['/payment/success?session_id=cs_1', '/login'],
    ['/account/password', '/login'],
    [`/reset-password/${RESET_TOKEN}/extra`, '/'],
  ])('redirects %s to %s', async (from, to) => {
    mockFetch(catalogueHandlers());
    renderApp({ path: from });

    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(currentPath()).toBe(to);
  });

  it.each([
    ['/admin/dashboard', '/admin', 'Admin Dashboard'],
    ['/admin/movie-covers', '/admin/movie-galleries', 'Movie Galleries'],
  ])('redirects %s to %s for administrators', async (from, to, heading) => {
    loginAsAdmin();
    renderApp({ path: from });

    await screen.findByRole('heading', { level: 1, name: heading }, LAZY);
    expect(currentPath()).toBe(to);
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
