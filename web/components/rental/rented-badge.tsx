import { rentalContent } from '../../content/catalogue.ts';
import './rental.css';

/** The 'Rented' mark on a movie the viewer currently holds. */
export function RentedBadge({ className }: { className?: string }) {
  return (
    <span className={className ? `rented-badge ${className}` : 'rented-badge'}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.2 4.2L19 7" />
      </svg>
      {rentalContent.rented}
    </span>
  );
}
