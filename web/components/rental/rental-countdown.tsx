import { formatRemainingTime, isExpiringSoon } from '../../../common/rental-time.ts';
import { rentalContent } from '../../content/catalogue.ts';
import './rental.css';

/** Time left on a rental ('23h 59m left'), flagged 'Expires soon' in its last two hours (docs/product.md#limits). */
export function RentalCountdown({ remainingMs }: { remainingMs: number }) {
  const isSoon = isExpiringSoon(remainingMs);
  return (
    <p className={`rental-countdown${isSoon ? ' rental-countdown--soon' : ''}`}>
      <svg className="rental-countdown__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span className="rental-countdown__time">{formatRemainingTime(remainingMs)}</span>
      {isSoon && <span className="danger-box rental-countdown__soon">{rentalContent.expiresSoon}</span>}
    </p>
  );
}
