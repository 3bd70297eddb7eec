// Beyond the spec (issue 10): revenue and rentals over time, the top movies by revenue and by rentals, and each
// movie's average rating. Its own query and states, so a failure here leaves the rest of the dashboard alone.
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Insights, MovieRating, MovieTotals, PeriodTotals } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminMessages } from '../../../../common/messages.ts';
import { useAdminInsights } from '../../../api/admin/get-admin-insights.ts';
import { adminInsightsContent as content, type InsightRange } from '../../../content/admin-dashboard.ts';
import { QueryView } from '../../query-view/query-view.tsx';
import { StarRating } from '../../star-rating/star-rating.tsx';
import type { ChartSeries } from '../charts/chart-options.ts';
import { TimeSeriesChart } from '../charts/time-series-chart.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { dayNames, monthNames } from './periods.ts';
import { RankedBars, type RankedItem } from './ranked-bars.tsx';
import './dashboard.css';

const count = new Intl.NumberFormat('en-US');
const countText = (value: number) => count.format(Math.round(value));
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function InsightsSection() {
  const insights = useAdminInsights();
  const headingId = useId();
  return (
    <section className="dash-insights" aria-labelledby={headingId}>
      <div className="dash-section-head">
        <h2 id={headingId} className="dash-section-head__title">
          {content.title}
        </h2>
        <p className="dash-section-head__intro">{content.intro}</p>
      </div>
      <QueryView query={insights} loadingText={content.loading} errorText={adminMessages.insightsLoadFailed}>
        {(data) => <InsightPanels insights={data} />}
      </QueryView>
    </section>
  );
}

function InsightPanels({ insights }: { insights: Insights }) {
  const byRevenue = useMemo(() => ranking(insights.top_by_revenue, 'revenue'), [insights.top_by_revenue]);
  const byRentals = useMemo(() => ranking(insights.top_by_rentals, 'rentals'), [insights.top_by_rentals]);
  return (
    <div className="dash-insights__grid">
      <TrendPanel insights={insights} />
      <Panel title={content.topByRevenueTitle}>
        <RankedBars label={content.topByRevenueTitle} items={byRevenue} format={formatPrice} />
      </Panel>
      <Panel title={content.topByRentalsTitle}>
        <RankedBars label={content.topByRentalsTitle} items={byRentals} format={content.rentalsCount} />
      </Panel>
      <Panel title={content.ratingsTitle} hint={content.ratingsHint} wide>
        <Ratings ratings={insights.ratings} />
      </Panel>
    </div>
  );
}

function ranking(movies: readonly MovieTotals[], by: 'revenue' | 'rentals'): RankedItem[] {
  return movies.map((movie) => ({
    id: movie.movie_id,
    title: movie.title,
    value: movie[by],
    detail: by === 'revenue' ? content.rentalsCount(movie.rentals) : formatPrice(movie.revenue),
  }));
}

function Panel({ title, hint, wide = false, actions, children }: { title: string; hint?: string; wide?: boolean; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`dash-panel${wide ? ' dash-panel--wide' : ''}`} aria-labelledby={headingId}>
      <div className="dash-panel__head">
        <div>
          <h3 id={headingId} className="dash-panel__title">
            {title}
          </h3>
          {hint && <p className="dash-panel__hint">{hint}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

function TrendPanel({ insights }: { insights: Insights }) {
  const [range, setRange] = useState<InsightRange>('days');
  const points = range === 'days' ? insights.by_day : insights.by_month;
  const chart = useMemo(() => trendChart(range, points), [range, points]);
  const totals = useMemo(() => totalsOf(points), [points]);
  const rangeLabel = content.rangeLabels[range];
  const isEmpty = totals.revenue === 0 && totals.rentals === 0;

  return (
    <Panel
      title={content.trendTitle}
      wide
      actions={
        <SegmentedControl legend={content.rangeLegend} values={content.ranges} labels={content.rangeLabels} value={range} onChange={setRange} />
      }
    >
      <dl className="dash-trend__totals" aria-label={content.rangeTotals}>
        <div className="dash-trend__total dash-trend__total--revenue">
          <dt>{content.revenue}</dt>
          <dd>{formatPrice(totals.revenue)}</dd>
        </div>
        <div className="dash-trend__total dash-trend__total--rentals">
          <dt>{content.rentals}</dt>
          <dd>{countText(totals.rentals)}</dd>
        </div>
      </dl>
      {isEmpty ? (
        <p className="dash-empty">{content.noTrend(rangeLabel)}</p>
      ) : (
        <TimeSeriesChart
          key={range}
          label={content.chartLabel(rangeLabel, formatPrice(totals.revenue), totals.rentals)}
          caption={content.tableCaption(rangeLabel)}
          totalLabel={content.tableTotal}
          tableToggle={content.showTable}
          {...chart}
        />
      )}
    </Panel>
  );
}

function totalsOf(points: readonly PeriodTotals[]): { revenue: number; rentals: number } {
  // Summed in cents: dollars added as floats drift (0.1 + 0.2).
  const cents = points.reduce((sum, point) => sum + Math.round(point.revenue * 100), 0);
  return { revenue: cents / 100, rentals: points.reduce((sum, point) => sum + point.rentals, 0) };
}

function trendChart(range: InsightRange, points: readonly PeriodTotals[]) {
  const names = points.map((point) => (range === 'days' ? dayNames(point.period) : monthNames(point.period)));
  const series: ChartSeries[] = [
    {
      label: content.revenue,
      values: points.map((point) => point.revenue),
      format: formatPrice,
      axisFormat: (value) => compactUsd.format(value),
      style: 'bars',
      color: '--color-accent',
      axis: 'left',
    },
    {
      label: content.rentals,
      values: points.map((point) => point.rentals),
      format: countText,
      axisFormat: (value) => compactCount.format(value),
      style: 'line',
      color: '--color-text',
      axis: 'right',
      integer: true,
    },
  ];
  return {
    periodHeading: content.periodHeading[range],
    periods: names.map((name) => name.full),
    ticks: names.map((name) => name.short),
    series,
  };
}

function Ratings({ ratings }: { ratings: readonly MovieRating[] }) {
  if (ratings.length === 0) return <p className="dash-empty">{content.noRatings}</p>;
  return (
    <ul className="dash-ratings" aria-label={content.ratingsTitle}>
      {ratings.map((rating) => (
        <li key={rating.movie_id} className="dash-ratings__item">
          <span className="dash-ratings__title">{rating.title}</span>
          <StarRating average={rating.average_rating} total={rating.total_reviews} size="sm" />
        </li>
      ))}
    </ul>
  );
}
