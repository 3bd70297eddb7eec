// What the app wraps every page in (a router, the query client, the session), for tests that render a piece of a
// page on its own, as the server and then the client do.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { AuthProvider } from '../auth/auth-provider.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}
