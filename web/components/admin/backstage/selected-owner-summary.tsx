import type { BackstageOwner } from '../../../api/admin/list-backstage-media.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { ResponsiveImage } from '../../responsive-image/responsive-image.tsx';
import type { BackstageOwnerItem } from './backstage-owner-items.ts';
import './admin-backstage.css';

const texts = adminBackstageContent.selection;

/** What is being managed: its picture, title, state and a link to the page visitors see. */
export function SelectedOwnerSummary({ owner, item }: { owner: BackstageOwner; item: BackstageOwnerItem }) {
  const isLandscape = item.imageShape === 'landscape';
  return (
    <div className={`owner-summary${isLandscape ? ' owner-summary--landscape' : ''}`}>
      <div className="admin-tile owner-summary__media">
        <ResponsiveImage
          className="owner-summary__image"
          src={item.imageUrl}
          alt={texts.imageAlt(item.title)}
          width={isLandscape ? 160 : 96}
          height={isLandscape ? 90 : 144}
          sizes={isLandscape ? '160px' : '96px'}
        />
      </div>
      <div className="owner-summary__text">
        <p className="eyebrow">{texts.eyebrow[owner]}</p>
        <h2 className="owner-summary__title">{item.title}</h2>
        {(!item.isActive || item.isComingSoon || item.linkedMovieTitle) && (
          <ul className="admin-wrap owner-summary__tags">
            {!item.isActive && <li className="owner-summary__tag owner-summary__tag--muted">{texts.inactiveBadge}</li>}
            {item.isComingSoon && <li className="owner-summary__tag">{texts.comingSoonBadge}</li>}
            {item.linkedMovieTitle && <li className="owner-summary__tag owner-summary__tag--plain">{texts.linkedMovie(item.linkedMovieTitle)}</li>}
          </ul>
        )}
        {!item.isActive && <p className="owner-summary__note">{texts.inactiveNote}</p>}
      </div>
      {item.publicPath && (
        <a
          className="button button--secondary button--small owner-summary__link"
          href={item.publicPath}
          target="_blank"
          rel="noopener"
          aria-label={texts.publicPageLabel(item.title)}
        >
          {texts.publicPage}
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      )}
    </div>
  );
}
