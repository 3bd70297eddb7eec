import { useCallback, useEffect, useState } from 'react';
import type { UploadTracking } from '../../../api/admin/multipart.ts';

/**
 * The progress and the cancel control of a form's upload. `start` is handed to a save mutation, which calls it
 * once per attempt; the form shows `share` (0 to 1) and offers `cancel`. Leaving the form cancels its upload.
 */
export function useUploadTracker() {
  const [share, setShare] = useState(0);
  const [controller, setController] = useState<AbortController | null>(null);

  useEffect(() => {
    if (!controller) return;
    return () => controller.abort();
  }, [controller]);

  const start = useCallback((): UploadTracking => {
    const next = new AbortController();
    setController(next);
    setShare(0);
    return { signal: next.signal, onProgress: setShare };
  }, []);

  const cancel = useCallback(() => controller?.abort(), [controller]);

  return { share, start, cancel };
}

export type UploadTracker = ReturnType<typeof useUploadTracker>;
