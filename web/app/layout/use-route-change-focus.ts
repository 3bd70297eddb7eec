import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After following a link to another page: start at its top and move focus to the main region, so that screen
 * reader and keyboard users begin on the new page instead of in the menu. Back/forward (POP) is left to the
 * browser's own scroll restoration; redirects (REPLACE) keep focus where it is.
 */
export function useRouteChangeFocus(mainId: string): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'PUSH' || hash) return;
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType, mainId]);
}
