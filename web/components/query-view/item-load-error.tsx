// The page of one item (a film, a bundle, a gift) that could not be loaded: what it is, why, a way back to the films,
// and Try Again unless the item does not exist (a 404 is not mended by asking again).
import { Link } from 'react-router';
import { screenTexts } from '../../content/screen-texts.ts';

export interface ItemLoadErrorProps {
  /** What the page is ('Movies', 'Bundle'), above the message. */
  eyebrow: string;
  message: string;
  /** The link back to /movies (default 'Back to Movies'). */
  backText?: string;
  /** Absent for an item that does not exist. */
  onRetry?: () => void;
}

export function ItemLoadError({ eyebrow, message, backText = screenTexts.common.backToMovies, onRetry }: ItemLoadErrorProps) {
  return (
    <div className="page-error" role="alert">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="page-header__title">{message}</h1>
      <div className="button-row">
        <Link to="/movies" className="button button--primary">
          {backText}
        </Link>
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {screenTexts.common.tryAgain}
          </button>
        )}
      </div>
    </div>
  );
}
