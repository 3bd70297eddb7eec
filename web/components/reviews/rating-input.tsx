import { useId } from 'react';
import { RATING_VALUES } from '../../../common/reviews.ts';
import { ratingLabel } from '../star-rating/rating-label.ts';
import { reviewsContent } from '../../content/reviews.ts';

export interface RatingInputProps {
  /** 0: no rating chosen yet. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Five stars to pick from: a radio group (arrow keys move between stars, as screen readers expect), each star
 * lit up to the one chosen, and the word for the choice beside them ('No rating' until one is picked).
 */
export function RatingInput({ value, onChange, onBlur, error, disabled }: RatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="rating-input" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="field__label">{reviewsContent.ratingLegend}</legend>
      <div className="rating-input__row">
        <div className="rating-input__stars">
          {RATING_VALUES.map((stars) => (
            <label key={stars} className={`touch-box rating-input__star${stars <= value ? ' rating-input__star--lit' : ''}`}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className="visually-hidden"
                aria-label={reviewsContent.starOption(stars, ratingLabel(stars))}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2.6l2.9 5.88 6.49.94-4.7 4.58 1.11 6.46L12 17.41l-5.8 3.05 1.11-6.46-4.7-4.58 6.49-.94L12 2.6z" />
              </svg>
            </label>
          ))}
        </div>
        <span className="rating-input__label" aria-live="polite">
          {ratingLabel(value)}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
