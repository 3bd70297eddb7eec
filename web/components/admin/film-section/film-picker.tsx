// Choosing the film's file: the admin uploads' drop zone, checked only for an obviously wrong type. A file chosen
// starts going up at once; an upload a reload stopped is offered to resume with the same file.
import { useState } from 'react';
import type { InterruptedUpload } from '../../../api/admin/film-upload.ts';
import { adminFilmContent as content, formatBytes } from '../../../content/admin-films.ts';
import { FileDropZone } from '../upload/file-drop-zone.tsx';
import { filmRule, isObviouslyNotAFilm } from './film-checks.ts';

export interface FilmPickerProps {
  interrupted: InterruptedUpload | null;
  onPick: (file: File) => void;
  onDiscardInterrupted: () => void;
  /** Replacing a film that streams: it keeps doing so until the new one is ready. */
  keepsPlaying: boolean;
  /** Replacing a film: back to it without choosing a file. */
  onKeepCurrent?: () => void;
}

export function FilmPicker({ interrupted, onPick, onDiscardInterrupted, keepsPlaying, onKeepCurrent }: FilmPickerProps) {
  const [error, setError] = useState<string | undefined>(undefined);
  const take = ([file]: File[]) => {
    if (!file) return;
    if (isObviouslyNotAFilm(file)) {
      setError(filmRule.wrongType);
      return;
    }
    setError(undefined);
    onPick(file);
  };
  return (
    <div className="admin-column">
      {interrupted && (
        <div className="spread-row film-picker__interrupted">
          <p>{content.interrupted(interrupted.fileName, interrupted.bytesTotal == null ? null : formatBytes(interrupted.bytesTotal))}</p>
          <button type="button" className="button button--secondary button--small" onClick={onDiscardInterrupted}>
            {content.discardInterrupted}
          </button>
        </div>
      )}
      <FileDropZone name="film" texts={content.drop} files={[]} onChange={take} rule={filmRule} error={error} />
      {keepsPlaying && <p className="film-section__keeps-playing">{content.keepsPlaying}</p>}
      {onKeepCurrent && (
        <div className="button-row">
          <button type="button" className="button button--secondary button--small" onClick={onKeepCurrent}>
            {content.cancelReplace}
          </button>
        </div>
      )}
    </div>
  );
}
