import { screenTexts } from '../../content/screen-texts.ts';
import './rental.css';

export interface WatchNowButtonProps {
  /** 'Watch Now' unless told otherwise ('Resume from 42:10'). */
  label?: string;
  size?: 'small' | 'large';
  onClick: () => void;
}

/** A renter's primary action: the filled button that opens the player. */
export function WatchNowButton({ label = screenTexts.common.watchNow, size, onClick }: WatchNowButtonProps) {
  return (
    <button type="button" className={`button button--primary button--block${size ? ` button--${size}` : ''}`} onClick={onClick}>
      <svg className="rental-actions__play" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13l10.5-6.5L8 5.5z" />
      </svg>
      {label}
    </button>
  );
}
