// Renting in one flow (docs/product.md#rentals-and-payments, docs/decisions/0025-deep-links-and-the-splash.md): a
// visitor's Rent goes to Register (Login one click away) with the film's page as `next`, asking for the rental with
// `?rent=1`; back there signed in, the checkout starts by itself.
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { withNextPath } from '../../pages/account/next-path.ts';

const RENT_PARAM = 'rent';

const filmPagePath = (movieId: number) => `/movies/${movieId}`;

/** Where a visitor's Rent leads: Register, then the film's page, where the checkout starts. */
export function signUpToRentPath(movieId: number): string {
  return withNextPath('/register', `${filmPagePath(movieId)}?${RENT_PARAM}=1`);
}

/**
 * Whether to start the checkout now because the address asks for it (`?rent=1` on this film's own page, not on a
 * list of cards). `shouldRent` is null until who is asking is known (the session checked, the viewer's own answer
 * with their rental in place of the visitor's); then the parameter leaves the address (replace: Back or a reload
 * starts nothing), and the answer is true, for that render only, if the viewer should rent: signed in, not renting
 * the film, and the film playable.
 */
export function useRentRequestedByLink(movieId: number, shouldRent: boolean | null): boolean {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const isRequested = params.get(RENT_PARAM) === '1' && pathname === filmPagePath(movieId);
  const isDecided = isRequested && shouldRent !== null;

  useEffect(() => {
    if (!isDecided) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isDecided, setParams]);

  return isDecided && shouldRent === true;
}
