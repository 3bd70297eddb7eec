import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LOGO_HIGHLIGHT_MS } from '../../../../common/constants.ts';
import { company } from '../../../content/company.ts';

/** The logo, linking home; it glows for LOGO_HIGHLIGHT_MS after a click (docs/product.md#navigation-and-layout). */
export function LogoLink() {
  const [isHighlighted, setHighlighted] = useState(false);
  // Should the image fail to load, the studio's name in text keeps the header branded.
  const [hasImageFailed, setImageFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleClick() {
    // Another click restarts the 2 seconds rather than ending the glow early.
    window.clearTimeout(timer.current);
    setHighlighted(true);
    timer.current = window.setTimeout(() => setHighlighted(false), LOGO_HIGHLIGHT_MS);
  }

  return (
    <Link
      to="/"
      className={isHighlighted ? 'logo-link logo-link--highlighted' : 'logo-link'}
      aria-label={`${company.name} home`}
      data-highlighted={isHighlighted ? 'true' : undefined}
      onClick={handleClick}
    >
      {hasImageFailed ? (
        <span className="logo-link__text" aria-hidden="true">
          {company.name}
        </span>
      ) : (
        <img className="logo-link__image" src={company.logoUrl} alt="" {...company.logoSize} onError={() => setImageFailed(true)} />
      )}
    </Link>
  );
}
