// /bundles/{id}: a bundle's films, its price for this viewer, Rent and Give as a gift (docs/product.md#offers).
import { Link, useParams } from 'react-router';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { formatPrice } from '../../../common/format.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import type { Bundle } from '../../../common/offers.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import { useBundle } from '../../api/offers/get-bundle.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { MOVIE_CARD_IMAGE_SIZES, POSTER_HEIGHT, POSTER_WIDTH } from '../../components/movie-card/movie-grid.ts';
import { OfferCheckout } from '../../components/offers/offer-checkout.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ItemLoadError } from '../../components/query-view/item-load-error.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { signUpToRentPath, useRentRequestedByLink } from '../../components/rental/rent-flow.ts';
import { RentedBadge } from '../../components/rental/rented-badge.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { offerLinksContent } from '../../content/catalogue.ts';
import { bundlePageContent as content } from '../../content/offers.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './bundle-page.css';

const bundlePagePath = (bundleId: number) => `/bundles/${bundleId}`;

export function BundlePage() {
  const { bundleId = '' } = useParams();
  const query = useBundle(bundleId);
  const bundle = query.data;

  let meta: PageMeta = staticPageMeta['/movies'];
  if (bundle) meta = { title: bundle.title, description: clipDescription(bundle.description || meta.description) };
  else if (query.isError) meta = { ...meta, title: notFoundOr(query.error) };
  usePageMeta(meta);

  return (
    <div className="page container bundle-page">
      <QueryView
        query={query}
        loadingText={content.loading}
        fillScreen
        renderError={(error, retry) => <ItemLoadError eyebrow={content.eyebrow} message={notFoundOr(error)} onRetry={isNotFoundError(error) ? undefined : retry} />}
      >
        {(loaded) => <BundleDetail bundle={loaded} />}
      </QueryView>
    </div>
  );
}

/** A 404 says 'Bundle not found' (the server's text, or the same when it sends none); other failures their own. */
const notFoundOr = (error: Error) => (isNotFoundError(error) ? offerMessages.bundleNotFound : error.message || content.loadFailed);

function BundleDetail({ bundle }: { bundle: Bundle }) {
  const { isAuthenticated } = useAuth();
  const rentsSome = isAuthenticated && bundle.movies.some((movie) => movie.is_rented);
  return (
    <div className="bundle-page__layout">
      <Link to="/movies" className="back-link">
        <span aria-hidden="true">←</span> {content.backToMovies}
      </Link>
      <div className="bundle-page__intro">
        <PageHeader eyebrow={content.eyebrow} title={bundle.title}>
          {bundle.description && <p className="lead bundle-page__description">{bundle.description}</p>}
        </PageHeader>
        <div className="bundle-page__offer">
          <p className="bundle-page__films-price">{content.filmsPrice(formatPrice(bundle.films_price))}</p>
          <p className="bundle-page__price">
            <span className="visually-hidden">{content.price}: </span>
            {formatPrice(bundle.price)}
          </p>
          {rentsSome && bundle.your_price !== bundle.price && (
            <>
              <p className="bundle-page__your-price">{content.yourPrice(formatPrice(bundle.your_price))}</p>
              <p className="note">{content.leftOut}</p>
            </>
          )}
          <BundleActions bundle={bundle} />
        </div>
      </div>
      <ul className="card-grid bundle-page__films" aria-label={content.filmsLabel}>
        {bundle.movies.map((movie) => (
          <li key={movie.id}>
            <article className="grid-card bundle-film" aria-labelledby={`bundle-film-${movie.id}`}>
              <div className="bundle-film__poster">
                <ResponsiveImage
                  className="grid-card__image"
                  src={movie.thumbnail_url}
                  alt=""
                  width={POSTER_WIDTH}
                  height={POSTER_HEIGHT}
                  sizes={MOVIE_CARD_IMAGE_SIZES}
                />
                {isAuthenticated && movie.is_rented && <RentedBadge className="bundle-film__badge" />}
              </div>
              <div className="grid-card__body">
                <h2 id={`bundle-film-${movie.id}`} className="grid-card__title">
                  <Link to={`/movies/${movie.id}`}>{movie.title}</Link>
                </h2>
                <p className="muted bundle-film__terms">
                  {formatPrice(movie.price)} · {content.rentalLength(movie.rental_duration_hours)}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

const rentBundleLabel = (price: number) => (price === 0 ? content.rentFree : content.rentFor(formatPrice(price)));

/**
 * Rent bundle (and the offers under it) for a viewer, at their price; a visitor's lead to Register and back, where
 * what they asked for goes on by itself (web/components/rental/rent-flow.ts). A viewer who rents every film has
 * nothing to rent, but may still give it.
 */
function BundleActions({ bundle }: { bundle: Bundle }) {
  const { isAuthenticated, loading } = useAuth();
  const pagePath = bundlePagePath(bundle.id);
  const rentsAll = bundle.movies.every((movie) => movie.is_rented);
  // Once the session is known; a viewer who rents every film gets no checkout from it (there is no Rent), only a panel.
  const request = useRentRequestedByLink(pagePath, loading ? null : isAuthenticated);

  if (!isAuthenticated) {
    return (
      <div className="rental-actions">
        <Link to={signUpToRentPath(pagePath)} className="button button--primary button--block button--large">
          {rentBundleLabel(bundle.price)}
        </Link>
        <p className="offer-links">
          <Link to={signUpToRentPath(pagePath, 'code')}>{offerLinksContent.code}</Link>
          <Link to={signUpToRentPath(pagePath, 'gift')}>{offerLinksContent.gift}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="rental-actions">
      {rentsAll && <p className="note">{offerMessages.bundleAllRented}</p>}
      <OfferCheckout
        target={{ bundleId: bundle.id }}
        price={bundle.your_price}
        giftPrice={bundle.price}
        labelFor={rentBundleLabel}
        size="large"
        request={request}
        canRent={!rentsAll}
      />
    </div>
  );
}
