// The "Continue watching" row's place on a page: nothing for a visitor, and for a signed-in viewer the row, whose code
// loads only then (a visitor's first load never carries it).
import { Suspense } from 'react';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { useViewerId } from '../../auth/use-auth.ts';

const ContinueWatchingRow = lazyNamed(() => import('./continue-watching-row.tsx'), 'ContinueWatchingRow');

export function ContinueWatching() {
  if (useViewerId() === null) return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatchingRow />
    </Suspense>
  );
}
