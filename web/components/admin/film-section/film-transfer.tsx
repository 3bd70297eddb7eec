// A film upload under way: the admin forms' progress bar with its percentage, what has gone of how much, the
// speed and the time left; Pause / Resume and Cancel; a failure with the server's reason.
import type { FilmUploadState } from '../film-upload/film-upload-store.ts';
import { adminFilmContent, formatBytes, formatTimeLeft } from '../../../content/admin-films.ts';
import { FormAlert } from '../../form/form-alert.tsx';
import { UploadProgress } from '../admin-form-modal/admin-form-modal.tsx';
import '../upload/upload.css';

const texts = adminFilmContent.transfer;

export interface FilmTransferProps {
  upload: FilmUploadState;
  /** A film already streams: it goes on doing so until the new one is packaged. */
  keepsPlaying: boolean;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  /** After a refusal (wrong type, too large): put it away and pick again. */
  onChooseAnother: () => void;
}

/** 0-99 while bytes remain (100 only once the server has them all). */
function percentOf({ bytesSent, bytesTotal, phase }: FilmUploadState): number {
  if (phase === 'finishing') return 100;
  if (bytesTotal <= 0) return 0;
  return Math.min(99, Math.floor((bytesSent / bytesTotal) * 100));
}

function titleOf(upload: FilmUploadState): string {
  switch (upload.phase) {
    case 'paused':
      return texts.paused(upload.fileName);
    case 'failed':
      return texts.failed(upload.fileName);
    default:
      return upload.resumed ? texts.resuming(upload.fileName) : texts.uploading(upload.fileName);
  }
}

/** '1.20 GB of 4.00 GB · 12.5 MB/s · about 4 min left' (speed and time once they can be measured). */
function figuresOf({ bytesSent, bytesTotal, bytesPerSecond, phase }: FilmUploadState): string {
  const parts = [texts.bytes(formatBytes(bytesSent), formatBytes(bytesTotal))];
  if (phase === 'uploading' && bytesPerSecond && bytesPerSecond > 0) {
    parts.push(texts.speed(formatBytes(bytesPerSecond)));
    parts.push(texts.timeLeft(formatTimeLeft((bytesTotal - bytesSent) / bytesPerSecond)));
  }
  return parts.join(' · ');
}

/** What the line under the bar says: the hand-over to the packager, a cancel under way, or how to resume. */
function noteOf(upload: FilmUploadState): string {
  if (upload.phase === 'finishing') return texts.finishing;
  if (upload.phase === 'cancelling') return texts.cancelling;
  return upload.phase === 'failed' ? '' : texts.resumeHint;
}

export function FilmTransfer({ upload, keepsPlaying, onPause, onResume, onCancel, onChooseAnother }: FilmTransferProps) {
  const isBusy = upload.phase === 'finishing' || upload.phase === 'cancelling';
  return (
    <div className="upload-transfer film-transfer">
      <p className="upload-transfer__label">{titleOf(upload)}</p>
      <UploadProgress percent={percentOf(upload)} />
      <p className="film-transfer__figures">{figuresOf(upload)}</p>
      {upload.phase === 'failed' && upload.error && <FormAlert>{upload.error}</FormAlert>}
      {keepsPlaying && <p className="film-section__keeps-playing">{adminFilmContent.keepsPlaying}</p>}
      <div className="spread-row upload-transfer__foot">
        <p className="admin-hint" role="status">
          {noteOf(upload)}
        </p>
        {!isBusy && (
          <div className="button-row">
            <TransferButtons upload={upload} onPause={onPause} onResume={onResume} onChooseAnother={onChooseAnother} />
            <button type="button" className="button button--secondary button--small" onClick={onCancel}>
              {texts.cancel}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

type TransferButtonsProps = Pick<FilmTransferProps, 'upload' | 'onPause' | 'onResume' | 'onChooseAnother'>;

/** Pause while sending, Resume while paused; after a failure Try again, or Choose another file after a refusal. */
function TransferButtons({ upload, onPause, onResume, onChooseAnother }: TransferButtonsProps) {
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--secondary button--small" onClick={onClick}>
      {label}
    </button>
  );
  if (upload.phase === 'uploading') return button(texts.pause, onPause);
  if (upload.phase === 'paused') return button(texts.resume, onResume);
  return upload.canRetry ? button(texts.tryAgain, onResume) : button(texts.chooseAnother, onChooseAnother);
}
