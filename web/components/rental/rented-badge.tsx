import type { RentalState } from '../../../common/premieres.ts';
import { rentalContent } from '../../content/catalogue.ts';
import './rental.css';

/** The 'Rented' mark on a movie the viewer currently holds; 'Pre-ordered' before its premiere. */
export function RentedBadge({ className, state }: { className?: string; state?: RentalState | null }) {
  return (
    <span className={className ? `rented-badge ${className}` : 'rented-badge'}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.2 4.2L19 7" />
      </svg>
      {state === 'preordered' ? rentalContent.preordered : rentalContent.rented}
    </span>
  );
}
