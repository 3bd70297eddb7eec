import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { discardInterruptedUploads, findInterruptedUpload, type InterruptedUpload } from '../../../api/admin/film-upload.ts';
import { adminKeys } from '../../../api/admin/keys.ts';
import { catalogueKeys } from '../../../api/catalogue/keys.ts';
import {
  cancelFilmUpload,
  filmUploadOf,
  pauseFilmUpload,
  resumeFilmUpload,
  startFilmUpload,
  subscribeToFilmUploads,
} from './film-upload-store.ts';

/**
 * A movie's film upload and its controls. `interrupted` is an upload a reload stopped (shown while none runs),
 * which choosing the same file again resumes.
 */
export function useFilmUpload(movieId: number) {
  const queryClient = useQueryClient();
  const upload = useSyncExternalStore(
    subscribeToFilmUploads,
    () => filmUploadOf(movieId),
    () => null,
  );
  const [interrupted, setInterrupted] = useState<InterruptedUpload | null>(null);
  const isIdle = upload === null;

  useEffect(() => {
    if (!isIdle) return;
    let isCurrent = true;
    findInterruptedUpload(movieId).then(
      (found) => {
        if (isCurrent) setInterrupted(found);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [movieId, isIdle]);

  const start = useCallback(
    (file: File) => {
      setInterrupted(null);
      // The server has the file and has queued its packaging: the film and the list show that.
      const onFinished = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: adminKeys.film(movieId) }),
          queryClient.invalidateQueries({ queryKey: adminKeys.movies, exact: true }),
          queryClient.invalidateQueries({ queryKey: catalogueKeys.movies }),
        ]);
      void startFilmUpload(movieId, file, onFinished);
    },
    [movieId, queryClient],
  );

  const discardInterrupted = useCallback(() => {
    setInterrupted(null);
    void discardInterruptedUploads(movieId);
  }, [movieId]);

  return {
    upload,
    interrupted,
    start,
    pause: () => pauseFilmUpload(movieId),
    resume: () => resumeFilmUpload(movieId),
    cancel: () => void cancelFilmUpload(movieId),
    discardInterrupted,
  };
}
