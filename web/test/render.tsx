// Renders routes the way the app does (providers inside a router), in memory, with the location on show.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes as appRoutes } from '../app/routes.tsx';
import { REDUCED_MOTION_QUERY } from '../hooks/media-queries.ts';
import { setMediaQuery } from './match-media.ts';

export interface RenderOptions {
  /** Starting path, with query string if any. */
  path?: string;
  /** Location state of the starting entry (e.g. `{ from: '/movies' }`). */
  state?: unknown;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app's query cache, without retries: a failure shows at once. */
function createTestQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return queryClient;
}

export function renderRoutes(routes: RouteObject[], { path = '/', state }: RenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: searchOf(path), state }]}>
      <AppProviders queryClient={queryClient}>
        <RouteTable routes={routes} />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, user, queryClient };
}

/** One component with the query cache its hooks need, outside any route or session. */
export function renderWithQueryClient(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, user, queryClient };
}

/**
 * The whole app. The start-up splash would cover every page, so it is off (reduced motion) unless a test
 * is about it.
 */
export function renderApp(options: RenderOptions & { withSplash?: boolean } = {}) {
  if (!options.withSplash) setMediaQuery(REDUCED_MOTION_QUERY, true);
  return renderRoutes(appRoutes, options);
}

function searchOf(path: string): string {
  const index = path.indexOf('?');
  return index === -1 ? '' : path.slice(index);
}

/** Path and query string the app is on now. */
export function currentPath(): string | null {
  return screen.getByTestId('location').textContent;
}

export function currentLocationState(): unknown {
  return JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');
}
