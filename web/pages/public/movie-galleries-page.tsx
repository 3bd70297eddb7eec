import { Link } from 'react-router';
import type { Cover } from '../../../common/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { useCovers } from '../../api/catalogue/list-covers.ts';
import { CardGridPage } from '../../components/card-grid/card-grid-page.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { coversContent as content } from '../../content/covers.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import { useCardEntrance } from '../../hooks/use-card-entrance.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import './movie-galleries-page.css';

// Covers are 16:9 (1280 x 720 as stored). Columns as in movie-galleries-page.css.
const TWO_COLUMNS_QUERY = '(min-width: 640px)';
const THREE_COLUMNS_QUERY = '(min-width: 1024px)';
const COVER_IMAGE = { width: 1280, height: 720, sizes: '(min-width: 1024px) 390px, (min-width: 640px) 47vw, 92vw' };

/**
 * Where a cover leads (docs/product.md#trailers-galleries-and-behind-the-scenes): its movie's backstage when it has a
 * movie, else its own backstage page.
 */
function coverHref(cover: Pick<Cover, 'id' | 'movie_id'>): string {
  return cover.movie_id ? `/movies/${cover.movie_id}/backstage` : `/cover/${cover.id}`;
}

function useCoverColumns(): number {
  const hasTwo = useMediaQuery(TWO_COLUMNS_QUERY);
  const hasThree = useMediaQuery(THREE_COLUMNS_QUERY);
  if (hasThree) return 3;
  return hasTwo ? 2 : 1;
}

/**
 * The covers list of docs/product.md#trailers-galleries-and-behind-the-scenes: every cover in display order, each
 * leading to its backstage.
 */
export function MovieGalleriesPage() {
  usePageMeta(staticPageMeta['/movie-galleries']);
  const covers = useCovers();
  const columns = useCoverColumns();

  return (
    <CardGridPage
      className="page container"
      introClassName="lead covers-intro"
      gridClassName="cover-grid"
      texts={content}
      query={covers}
      states={{ errorText: publicScreenMessages.coversLoadFailed, emptyHint: screenTexts.covers.empty }}
    >
      {(cover, index) => <CoverCard cover={cover} index={index} priority={index < columns} />}
    </CardGridPage>
  );
}

/**
 * The whole card is one link named by everything it shows (ribbon, title, description, call to action): a name that
 * holds the visible words is what speech input and screen readers match (WCAG 2.5.3, label in name).
 */
function CoverCard({ cover, index, priority }: { cover: Cover; index: number; priority: boolean }) {
  const title = cover.title || screenTexts.backstage.untitledCover;
  const entrance = useCardEntrance(index);
  return (
    <Link to={coverHref(cover)} className={`cover-card grid-card--lift-link ${entrance.className}`} style={entrance.style}>
      <span className="grid-card__media cover-card__media">
        <ResponsiveImage className="zoom-image grid-card__image" src={cover.cover_image_url} alt="" {...COVER_IMAGE} priority={priority} />
        {cover.is_coming_soon && <span className="cover-card__ribbon">{content.comingSoon}</span>}
      </span>{' '}
      {/* The spaces keep the words of the name apart wherever the parts are not laid out as blocks. */}
      <div className="grid-card__body cover-card__body">
        <h2 className="grid-card__title cover-card__title">{title}</h2>{' '}
        {cover.description && <p className="grid-card__blurb cover-card__description">{cover.description}</p>}{' '}
        <span className="accent-caps cover-card__cta">
          {content.cta}{' '}
          <span className="grid-card__arrow" aria-hidden="true">
            →
          </span>
        </span>
      </div>
    </Link>
  );
}
