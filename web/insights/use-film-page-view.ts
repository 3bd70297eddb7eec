import { useEffect, useRef } from 'react';
import { reportInsightEvent } from './report.ts';

/** Reports a film's page seen, once per film shown: not again when React mounts the page twice (StrictMode). */
export function useFilmPageView(movieId: number): void {
  const reportedId = useRef<number | null>(null);
  useEffect(() => {
    if (reportedId.current === movieId) return;
    reportedId.current = movieId;
    reportInsightEvent('page_view', movieId);
  }, [movieId]);
}
