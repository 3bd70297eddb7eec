import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Cover } from '../../../common/catalogue.ts';
import { publicMessages, screenTexts } from '../../../common/messages.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { useCovers } from '../../api/catalogue/list-covers.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { coversContent as content } from '../../content/catalogue.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import { useArrivedInServerHtml } from '../../hooks/use-is-hydrating.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import './movie-galleries-page.css';

// Covers are 16:9 (1280 x 720 as stored). Columns as in movie-galleries-page.css.
const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;
const TWO_COLUMNS_QUERY = '(min-width: 640px)';
const THREE_COLUMNS_QUERY = '(min-width: 1024px)';
const COVER_IMAGE_SIZES = '(min-width: 1024px) 390px, (min-width: 640px) 47vw, 92vw';
const MAX_STAGGERED_CARDS = 8;

/** Where a cover leads (SPEC.md §2): its movie's backstage when it has a movie, else its own backstage page. */
function coverHref(cover: Pick<Cover, 'id' | 'movie_id'>): string {
  return cover.movie_id ? `/movies/${cover.movie_id}/backstage` : `/cover/${cover.id}`;
}

function useCoverColumns(): number {
  const hasTwo = useMediaQuery(TWO_COLUMNS_QUERY);
  const hasThree = useMediaQuery(THREE_COLUMNS_QUERY);
  if (hasThree) return 3;
  return hasTwo ? 2 : 1;
}

/** The covers list of SPEC.md §2: every cover in display order, each leading to its backstage. */
export function MovieGalleriesPage() {
  usePageMeta(staticPageMeta['/movie-galleries']);
  const covers = useCovers();
  const columns = useCoverColumns();

  return (
    <div className="page container">
      <PageHeader eyebrow={content.eyebrow} title={content.title}>
        <p className="covers-intro">{content.intro}</p>
      </PageHeader>
      <QueryView
        query={covers}
        loadingText={content.loading}
        fillScreen
        errorText={publicMessages.coversLoadFailed}
        emptyHint={screenTexts.covers.empty}
      >
        {(list) => (
          <ul className="cover-grid" aria-label={content.listLabel}>
            {list.map((cover, index) => (
              <li key={cover.id}>
                <CoverCard cover={cover} index={index} priority={index < columns} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function CoverCard({ cover, index, priority }: { cover: Cover; index: number; priority: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  const ribbonId = useId();
  const title = cover.title || screenTexts.backstage.untitledCover;
  const style = { '--card-index': Math.min(index, MAX_STAGGERED_CARDS) } as CSSProperties;
  const entersAnimated = !useArrivedInServerHtml();
  return (
    <Link
      to={coverHref(cover)}
      className={entersAnimated ? 'cover-card cover-card--enter' : 'cover-card'}
      aria-labelledby={cover.is_coming_soon ? `${titleId} ${ribbonId}` : titleId}
      aria-describedby={cover.description ? descriptionId : undefined}
      style={style}
    >
      <span className="cover-card__media">
        <ResponsiveImage
          className="cover-card__image"
          src={cover.cover_image_url}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          sizes={COVER_IMAGE_SIZES}
          priority={priority}
        />
        {cover.is_coming_soon && (
          <span id={ribbonId} className="cover-card__ribbon">
            {content.comingSoon}
          </span>
        )}
      </span>
      <div className="cover-card__body">
        <h2 id={titleId} className="cover-card__title">
          {title}
        </h2>
        {cover.description && <p id={descriptionId} className="cover-card__description">{cover.description}</p>}
        <span className="cover-card__cta" aria-hidden="true">
          {content.cta} <span className="cover-card__arrow">→</span>
        </span>
      </div>
    </Link>
  );
}
