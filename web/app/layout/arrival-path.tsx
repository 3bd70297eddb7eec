// The address the page was loaded at, which decides the start-up splash (docs/decisions/0025-deep-links-and-the-splash.md).
// The public site's layout and the admin shell each mount anew when the other takes over (an admin following
// View site, a visitor sent from /admin to /login): the first route rendered keeps the arrival for both.
import { createContext, use, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

const ArrivalPath = createContext<string | null>(null);

/** Around every route: remembers the path of the first render. Renders no element of its own. */
export function ArrivalPathFrame() {
  const { pathname } = useLocation();
  const [arrival] = useState(pathname);
  return (
    <ArrivalPath value={arrival}>
      <Outlet />
    </ArrivalPath>
  );
}

/** The path the page was loaded at (the current one outside ArrivalPathFrame). */
export function useArrivalPath(): string {
  const { pathname } = useLocation();
  return use(ArrivalPath) ?? pathname;
}
