// A film's rental insight (docs/product.md#premieres-and-windows): its rentals by state now (pre-orders, not started,
// watching, expired; refunded ones left out) and the median time from payment to first play. Opened from the movie's
// row menu; loading, failure and "no rentals yet" are QueryView's.
import type { RentalInsight } from '../../../../common/admin-premieres.ts';
import { useRentalInsight } from '../../../api/admin/get-rental-insight.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { rentalInsightContent as content } from '../../../content/admin-movies.ts';
import { FactList } from '../../fact-list/fact-list.tsx';
import { QueryView } from '../../query-view/query-view.tsx';
import { AdminDialog } from '../admin-form-modal/admin-dialog.tsx';
import './rental-insight-modal.css';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '3h 20m', '45m', '2d 4h' (minutes dropped past a day), '< 1m'; '—' before any rental was played. */
function formatTimeToFirstPlay(seconds: number | null): string {
  if (seconds === null) return content.noMedian;
  if (seconds < MINUTE) return content.underAMinute;
  if (seconds < HOUR) return content.minutes(Math.floor(seconds / MINUTE));
  if (seconds < DAY) return content.hoursMinutes(Math.floor(seconds / HOUR), Math.floor((seconds % HOUR) / MINUTE));
  return content.daysHours(Math.floor(seconds / DAY), Math.floor((seconds % DAY) / HOUR));
}

const hasNoRentals = (insight: RentalInsight) => insight.preordered + insight.not_started + insight.watching + insight.expired === 0;

export interface RentalInsightModalProps {
  movie: { id: number; title: string };
  onClose: () => void;
}

export function RentalInsightModal({ movie, onClose }: RentalInsightModalProps) {
  const insight = useRentalInsight(movie.id);
  return (
    <AdminDialog
      title={content.title(movie.title)}
      onClose={onClose}
      closeLabel={content.close}
      className="rental-insight"
      bodyClassName="rental-insight__body"
    >
      <QueryView
        query={insight}
        loadingText={content.loading}
        errorText={adminScreenMessages.rentalInsightLoadFailed}
        showErrorMessage
        emptyTitle={content.emptyTitle}
        emptyHint={content.emptyHint}
        isEmpty={hasNoRentals}
      >
        {(figures) => (
          <>
            <FactList
              className="admin-facts rental-insight__facts"
              facts={[
                { term: content.preordered, value: figures.preordered },
                { term: content.notStarted, value: figures.not_started },
                { term: content.watching, value: figures.watching },
                { term: content.expired, value: figures.expired },
                { term: content.medianToFirstPlay, value: formatTimeToFirstPlay(figures.median_seconds_to_first_play) },
              ]}
            />
            <p className="admin-hint">{content.note}</p>
          </>
        )}
      </QueryView>
    </AdminDialog>
  );
}
