import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '../../../common/auth.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { catalogueKeys } from '../catalogue/keys.ts';

/**
 * The mutation behind every call that opens a session (login, registration, admin login). On success the
 * session is stored and shown, and the movie answers are read again: what they hold depends on who asks
 * (rental state, video links, an inactive movie a renter still sees). The list and a movie's details are keyed
 * by viewer and would be fetched anew anyway; the backstage lists are not.
 */
export function useSessionMutation<Payload>(openSession: (payload: Payload) => Promise<AuthResponse>) {
  const { startSession } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSession,
    onSuccess: (auth) => {
      startSession(auth);
      // Not awaited: the form is done once the session exists, whatever the refetches take.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.movies });
    },
  });
}
