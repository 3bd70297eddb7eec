// The reviews of a movie's page (docs/product.md#reviews). Loaded after the page itself: it sits below the fold.
import { useRef, useState } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import type { Review } from '../../../common/reviews.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { useOwnReview } from '../../api/reviews/get-own-review.ts';
import { useMovieReviews } from '../../api/reviews/list-movie-reviews.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { reviewsContent } from '../../content/reviews.ts';
import { Pagination } from '../pagination/pagination.tsx';
import { QueryView } from '../query-view/query-view.tsx';
import { RatingOverview } from './rating-overview.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewComposer } from './review-composer.tsx';
import './reviews.css';

export function ReviewsSection({ movie }: { movie: Movie }) {
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const query = useMovieReviews(String(movie.id), page);
  // The viewer's own review shows once, above the list with its Edit and Delete (the composer reads the same query).
  const ownReviewId = useOwnReview(String(movie.id), useViewerId()).data?.id;
  const lastPage = Math.max(1, query.data?.pagination.total_pages ?? 1);
  // A delete can leave the viewer on a page that no longer exists: step back to the last one.
  if (query.data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const goToPage = (next: number) => {
    setPage(next);
    listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="reviews">
      <RatingOverview stats={query.data?.stats ?? movie.rating_stats} />
      <ReviewComposer movie={movie} />
      <div ref={listRef} className="reviews__list-anchor">
        <QueryView
          query={query}
          loadingText={reviewsContent.loading}
          errorText={(error) => publicScreenMessages.reviewsLoadFailed(error.message)}
          emptyTitle={reviewsContent.emptyTitle}
          isEmpty={(data) => data.reviews.length === 0}
        >
          {(data) => (
            <>
              <ReviewList reviews={data.reviews.filter((review) => review.id !== ownReviewId)} isBusy={query.isPlaceholderData} />
              <Pagination
                label={reviewsContent.pagerLabel}
                currentPage={data.pagination.current_page}
                totalPages={data.pagination.total_pages}
                onPageChange={goToPage}
              />
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}

/** The page's reviews, newest first; none when the only one is the viewer's own, shown above. */
function ReviewList({ reviews, isBusy }: { reviews: Review[]; isBusy: boolean }) {
  if (reviews.length === 0) return null;
  return (
    <ol className="reviews__list" aria-label={reviewsContent.listLabel} aria-busy={isBusy}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ol>
  );
}
