import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { UploadProgress } from '../admin-form-modal/admin-form-modal.tsx';
import './upload.css';

const texts = adminBackstageContent.upload;

export interface CancellableUploadProgressProps {
  /** What is being sent ('Uploading 3 photos'). */
  label: string;
  /** The share sent so far, 0 to 1. */
  share: number;
  onCancel: () => void;
}

/**
 * An upload under way outside a modal: what is sent, the admin forms' progress bar with its percent, and Cancel.
 * Once everything is sent the server still stores (and re-encodes) the files, which the line under it says.
 */
export function CancellableUploadProgress({ label, share, onCancel }: CancellableUploadProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(share * 100)));
  return (
    <div className="upload-transfer">
      <p className="upload-transfer__label">{label}</p>
      <UploadProgress percent={percent} />
      <div className="spread-row upload-transfer__foot">
        <p className="admin-hint" role="status">
          {percent === 100 ? texts.processing : ''}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
