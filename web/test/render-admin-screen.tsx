// An admin screen in a test: rendered for a signed-in admin with the fetch mock answering, and the query string
// its list calls sent.
import type { ReactElement } from 'react';
import { createUser, storeTestSession } from './factories.ts';
import { jsonResponse, mockFetch, type FetchHandler, type RecordedRequest } from './fetch-mock.ts';
import { renderRoutes } from './render.tsx';

/** Renders `element` as the screen at `route`, opened at `path` (the route with a query, by default the route). */
export function renderAdminScreen(route: string, element: ReactElement, handlers: Record<string, FetchHandler>, path = route) {
  const admin = createUser({ isAdmin: true });
  storeTestSession(admin, 'admin-token');
  const fetch = mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: admin }), ...handlers });
  return { ...renderRoutes([{ path: route, element }], { path }), ...fetch };
}

/** The query string a request sent, as an object. */
export const paramsOf = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.path.split('?')[1] ?? ''));
