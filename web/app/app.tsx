import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

const queryClient = createQueryClient();

// Declarative routing rather than a data router: the app loads its data with TanStack Query, and the data
// router would add ~17 kB gzip to every visitor's first page (ARCHITECTURE.md budget: 120 kB).
export function App() {
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
