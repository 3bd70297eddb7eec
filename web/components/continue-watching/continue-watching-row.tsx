import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { ContinueWatchingItem } from '../../../common/continue-watching.ts';
import { formatDate } from '../../../common/format.ts';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import { formatRemainingTime, isExpiringSoon } from '../../../common/rental-time.ts';
import { useContinueWatching } from '../../api/rentals/list-continue-watching.ts';
import { continueWatchingContent as content } from '../../content/home.ts';
import { readClock, subscribeToClock } from '../rental/countdown-clock.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import '../poster-row/scroll-row.css';
import './continue-watching.css';

/** Backdrops are 16:9 stills; a film without one shows its poster cropped to the same box. */
const CARD_IMAGE_WIDTH = 1280;
const CARD_IMAGE_HEIGHT = 720;
const CARD_IMAGE_SIZES = '(min-width: 720px) 300px, 76vw';

/**
 * The signed-in viewer's running rentals (docs/product.md#home-and-catalogue), the latest watched first: each film's
 * picture and title linking to its page, how far they got and the time left (a pre-order its premiere, a rental
 * waiting for its first play the last moment to start it: docs/product.md#premieres-and-windows). Nothing while
 * loading, on a failure or with no rental running: the row is a shortcut, never a page's subject.
 */
export function ContinueWatchingRow() {
  const { data: items } = useContinueWatching();
  // The rental countdown's clock: a rental that runs out while on screen leaves the row at the next tick.
  const now = useSyncExternalStore(subscribeToClock, readClock, readClock);
  const running = (items ?? []).filter((item) => item.state === 'preordered' || leavesRowAt(item) > now);
  if (running.length === 0) return null;
  return (
    <section className="container continue-watching" aria-labelledby="continue-watching-title">
      <h2 id="continue-watching-title" className="continue-watching__title">
        {content.heading}
      </h2>
      <ul className="scroll-row continue-watching__list">
        {running.map((item) => (
          <li key={item.movie_id} className="continue-watching__item">
            <ContinueWatchingCard item={item} remainingMs={leavesRowAt(item) - now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContinueWatchingCard({ item, remainingMs }: { item: ContinueWatchingItem; remainingMs: number }) {
  const watchedPercent = watchedPercentOf(item);
  return (
    <>
      <Link to={`/movies/${item.movie_id}`} className="continue-watching__link">
        <span className="grid-card__media continue-watching__frame">
          <ResponsiveImage
            className="zoom-image continue-watching__image"
            src={item.backdrop_url ?? item.poster_url}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            sizes={CARD_IMAGE_SIZES}
          />
        </span>
        <span className="continue-watching__name">{item.movie_title}</span>
      </Link>
      {watchedPercent !== null && (
        <div
          className="continue-watching__progress"
          role="progressbar"
          aria-label={content.watched}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={watchedPercent}
        >
          <span className="continue-watching__progress-done" style={{ width: `${watchedPercent}%` }} />
        </div>
      )}
      <p className={`continue-watching__time-left${isExpiringSoon(remainingMs) ? ' continue-watching__time-left--soon' : ''}`}>
        {timeLeftOf(item, remainingMs)}
      </p>
    </>
  );
}

/**
 * When a rental leaves the row by itself (epoch ms): its clock's end, or for one not started the last moment to press
 * play. NaN for a pre-order, which stays until its premiere makes it one of those.
 */
function leavesRowAt(item: ContinueWatchingItem): number {
  return Date.parse((item.state === 'not_started' ? item.starts_by : item.state === 'watching' ? item.rental_end : null) ?? '');
}

/** '5 hours left'; 'Premieres Dec 12, 2026, 8:00 PM' for a pre-order; 'Start by Jan 11, 2027, 8:00 PM' for a rental not started. */
function timeLeftOf(item: ContinueWatchingItem, remainingMs: number): string {
  if (item.state === 'preordered' && item.premiere_at) return premiereMessages.premieres(formatDate(item.premiere_at));
  if (item.state === 'not_started' && item.starts_by) return premiereMessages.startBy(formatDate(item.starts_by));
  return formatRemainingTime(remainingMs);
}

/** How much of the film the viewer has seen, in whole percent; null when its length is unknown. */
function watchedPercentOf(item: ContinueWatchingItem): number | null {
  if (!item.duration_seconds) return null;
  return Math.min(100, Math.round((item.position_seconds / item.duration_seconds) * 100));
}
