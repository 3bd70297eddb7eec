import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../auth/auth-provider.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Server-state cache and session state. Rendered inside the router: ending a session navigates. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
