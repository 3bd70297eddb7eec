// Renting in one flow (docs/product.md#rentals-and-payments, docs/decisions/0025-deep-links-and-the-splash.md): a
// visitor's Rent goes to Register (Login one click away) with the page they were on (a film's, a bundle's) as `next`,
// asking for the rental with `?rent=1`; back there signed in, the checkout starts by itself. The offers' links ask
// the same way for their panel (`?rent=code`, `?rent=gift`: docs/product.md#offers), which then opens by itself.
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { withNextPath } from '../../pages/account/next-path.ts';

const RENT_PARAM = 'rent';

/** What a visitor asked for on their way to Register: the checkout, or the code's or the gift's panel. */
export type RentRequest = 'rent' | 'code' | 'gift';

export const filmPagePath = (movieId: number) => `/movies/${movieId}`;

/** Where a visitor's Rent (or an offer's link) leads: Register, then `pagePath`, where it is carried out. */
export function signUpToRentPath(pagePath: string, request: RentRequest = 'rent'): string {
  return withNextPath('/register', `${pagePath}?${RENT_PARAM}=${request === 'rent' ? '1' : request}`);
}

const requestOf = (value: string | null): RentRequest | null => {
  if (value === '1') return 'rent';
  return value === 'code' || value === 'gift' ? value : null;
};

/**
 * What the address asks for (`?rent=…` on this page itself, not on a list of cards). `shouldRent` is null until who
 * is asking is known (the session checked, the viewer's own answer with their rental in place of the visitor's);
 * then the parameter leaves the address (replace: Back or a reload starts nothing), and the request is the answer,
 * for that render only, if the viewer should rent: signed in, not renting it, and it can be rented. Else null.
 */
export function useRentRequestedByLink(pagePath: string, shouldRent: boolean | null): RentRequest | null {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const request = pathname === pagePath ? requestOf(params.get(RENT_PARAM)) : null;
  const isDecided = request !== null && shouldRent !== null;

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

  return isDecided && shouldRent === true ? request : null;
}
