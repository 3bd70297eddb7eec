// /gift/{token}: a gift's film (or bundle), from whom, its message, and Redeem (docs/product.md#offers). Anyone with
// the link may redeem it, signed in (gifts get forwarded); a visitor registers on the way, Login one click away.
import { Link, useNavigate, useParams } from 'react-router';
import { offerMessages } from '../../../common/messages/offers.ts';
import type { PublicGift } from '../../../common/offers.ts';
import { errorMessageOf, isNotFoundError } from '../../api/api-client.ts';
import { useGift } from '../../api/offers/get-gift.ts';
import { useRedeemGiftMutation } from '../../api/offers/redeem-gift.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../../components/movie-card/movie-grid.ts';
import { ItemLoadError } from '../../components/query-view/item-load-error.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { giftPageContent as content } from '../../content/offers.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { withNextPath } from '../account/next-path.ts';
import './gift-page.css';

const GIFT_POSTER_SIZES = '(min-width: 720px) 240px, 50vw';

export function GiftPage() {
  useDocumentTitle(content.documentTitle);
  const { token = '' } = useParams();
  const query = useGift(token);
  return (
    <div className="page container gift-page">
      <QueryView
        query={query}
        loadingText={content.loading}
        fillScreen
        renderError={(error, retry) => <GiftLoadError error={error} onRetry={retry} />}
      >
        {(gift) => <GiftCard gift={gift} token={token} />}
      </QueryView>
    </div>
  );
}

/** 'Gift not found' for a 404 (a mistyped or unknown link); other failures with Try Again. */
function GiftLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const isNotFound = isNotFoundError(error);
  const message = isNotFound ? offerMessages.giftNotFound : error.message || content.loadFailed;
  return <ItemLoadError eyebrow={content.eyebrow} message={message} backText={content.goToMovies} onRetry={isNotFound ? undefined : onRetry} />;
}

function GiftCard({ gift, token }: { gift: PublicGift; token: string }) {
  const title = gift.bundle?.title ?? gift.movie.title;
  return (
    <article className="gift-card" aria-labelledby="gift-title">
      <div className="gift-card__poster">
        <ResponsiveImage
          src={gift.movie.thumbnail_url}
          alt={content.posterAlt(gift.movie.title)}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          sizes={GIFT_POSTER_SIZES}
          priority
        />
      </div>
      <div className="gift-card__text">
        <p className="eyebrow">{content.eyebrow}</p>
        <h1 id="gift-title" className="page-header__title">
          {title}
        </h1>
        <p className="gift-card__from">{content.from(gift.from_name)}</p>
        {gift.message && <blockquote className="gift-card__message">{gift.message}</blockquote>}
        {gift.bundle && (
          <ul className="gift-card__films" aria-label={content.filmsLabel}>
            {gift.bundle.movies.map((movie) => (
              <li key={movie.id}>{movie.title}</li>
            ))}
          </ul>
        )}
        <GiftState gift={gift} token={token} />
      </div>
    </article>
  );
}

/** What can be done with the gift now: redeem it (signed in), register to, or nothing (redeemed, cancelled). */
function GiftState({ gift, token }: { gift: PublicGift; token: string }) {
  const { isAuthenticated } = useAuth();
  if (gift.state === 'redeemed' || gift.state === 'cancelled') {
    return (
      <div className="gift-card__actions">
        <p className="gift-card__state" role="status">
          {gift.state === 'redeemed' ? offerMessages.giftAlreadyRedeemed : offerMessages.giftCancelled}
        </p>
        <Link to="/movies" className="button button--secondary">
          {content.goToMovies}
        </Link>
      </div>
    );
  }
  if (!isAuthenticated) {
    const here = `/gift/${token}`;
    return (
      <div className="gift-card__actions">
        <Link to={withNextPath('/register', here)} className="button button--primary button--large">
          {content.registerToRedeem}
        </Link>
        <p className="muted">
          {content.haveAccount} <Link to={withNextPath('/login', here)}>{content.login}</Link>
        </p>
      </div>
    );
  }
  return <RedeemButton token={token} />;
}

/** Redeem gift: the rental starts now, and the film's page opens; a refusal (409) is said under the button. */
function RedeemButton({ token }: { token: string }) {
  const navigate = useNavigate();
  const redeem = useRedeemGiftMutation(token);
  const isBusy = redeem.isPending || redeem.isSuccess;
  const start = () => {
    if (isBusy) return;
    redeem.mutate(undefined, {
      onSuccess: ({ movie_ids: [first] }) => void navigate(first === undefined ? '/movies' : `/movies/${first}`),
    });
  };
  return (
    <div className="gift-card__actions">
      <button type="button" className="button button--primary button--large" disabled={isBusy} aria-busy={isBusy} onClick={start}>
        {isBusy ? content.redeeming : content.redeem}
      </button>
      {redeem.error && (
        <p className="danger-box gift-card__error" role="alert">
          {errorMessageOf(redeem.error, content.redeemFailed)}
        </p>
      )}
    </div>
  );
}
