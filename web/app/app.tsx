import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

// Declarative routing rather than a data router: the app loads its data with TanStack Query, and the data
// router would add ~17 kB gzip to every visitor's first page (the 120 kB budget of docs/decisions/0004-web-shell.md).
// The server renders the same providers and routes in a StaticRouter (web/entry-server.tsx).
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
