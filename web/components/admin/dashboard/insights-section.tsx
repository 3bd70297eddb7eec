// The insights (docs/product.md#admin-dashboard): revenue and rentals over time, the top movies by revenue and by
// rentals, the revenue by code and by bundle (docs/product.md#offers), and each movie's average rating. Its own query and states, so a failure here leaves the rest of the
// dashboard alone.
import { useId, useMemo, useState } from 'react';
import type { Insights, MovieRating, MovieTotals, PeriodTotals } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { useAdminInsights } from '../../../api/admin/get-admin-insights.ts';
import { adminInsightsContent as content, type InsightRange } from '../../../content/admin-dashboard.ts';
import { QueryView } from '../../query-view/query-view.tsx';
import { ratingOf, StarRating } from '../../star-rating/star-rating.tsx';
import type { ChartSeries } from '../charts/chart-options.ts';
import { TimeSeriesChart } from '../charts/time-series-chart.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { RevenueByBundle, RevenueByCode } from './offer-revenue.tsx';
import { dayNames, monthNames } from './periods.ts';
import { RankedBars, type RankedItem } from './ranked-bars.tsx';
import { SectionHead } from '../admin-page/section-head.tsx';
import { AdminPanel, type AdminPanelProps } from '../admin-panel/admin-panel.tsx';
import './dashboard.css';
import './dashboard-insights.css';

const count = new Intl.NumberFormat('en-US');
const countText = (value: number) => count.format(Math.round(value));
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const usdOnAxis = (value: number) => compactUsd.format(value);
const countOnAxis = (value: number) => compactCount.format(value);

const HEAD_CLASSES = ['admin-head', 'dash-section-head__title', 'dash-section-head__intro'] as const;

export function InsightsSection() {
  const insights = useAdminInsights();
  const headingId = useId();
  return (
    <section className="dash-insights" aria-labelledby={headingId}>
      <SectionHead id={headingId} level={2} title={content.title} intro={content.intro} classNames={HEAD_CLASSES} />
      <QueryView query={insights} loadingText={content.loading} errorText={adminScreenMessages.insightsLoadFailed}>
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
      <Panel title={content.byCode.title} hint={content.offersHint}>
        <RevenueByCode rows={insights.by_code} />
      </Panel>
      <Panel title={content.byBundle.title} hint={content.offersHint}>
        <RevenueByBundle rows={insights.by_bundle} />
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

/** A panel of the insights (level 3, under the section's heading); a wide one spans the grid. */
function Panel({ wide = false, ...panel }: Omit<AdminPanelProps, 'level' | 'className'> & { wide?: boolean }) {
  return <AdminPanel level={3} className={wide ? 'dash-wide' : undefined} {...panel} />;
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
        <SegmentedControl
          legend={content.rangeLegend}
          values={content.ranges}
          labels={content.rangeLabels}
          value={range}
          onChange={setRange}
          hideLegend
        />
      }
    >
      <dl className="dash-trend__totals" aria-label={content.rangeTotals}>
        <div className="dash-trend__total dash-trend__total--revenue">
          <dt className="admin-label">{content.revenue}</dt>
          <dd>{formatPrice(totals.revenue)}</dd>
        </div>
        <div className="dash-trend__total dash-trend__total--rentals">
          <dt className="admin-label">{content.rentals}</dt>
          <dd>{countText(totals.rentals)}</dd>
        </div>
      </dl>
      {isEmpty ? (
        <p className="admin-panel__empty">{content.noTrend(rangeLabel)}</p>
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

/** The trend chart's figures: the revenue as bars on the left axis, the rentals as a line on the right. */
const TREND_SERIES: (Omit<ChartSeries, 'label' | 'values'> & { figure: 'revenue' | 'rentals' })[] = [
  { figure: 'revenue', style: 'bars', axis: 'left', color: '--color-accent', format: formatPrice, axisFormat: usdOnAxis },
  { figure: 'rentals', style: 'line', axis: 'right', color: '--color-text', format: countText, axisFormat: countOnAxis, integer: true },
];

function trendChart(range: InsightRange, points: readonly PeriodTotals[]) {
  const names = points.map((point) => (range === 'days' ? dayNames(point.period) : monthNames(point.period)));
  const series: ChartSeries[] = TREND_SERIES.map(({ figure, ...look }) => ({
    label: content[figure],
    values: points.map((point) => point[figure]),
    ...look,
  }));
  return {
    periodHeading: content.periodHeading[range],
    periods: names.map((name) => name.full),
    ticks: names.map((name) => name.short),
    series,
  };
}

function Ratings({ ratings }: { ratings: readonly MovieRating[] }) {
  if (ratings.length === 0) return <p className="admin-panel__empty">{content.noRatings}</p>;
  return (
    <ul className="dash-ratings" aria-label={content.ratingsTitle}>
      {ratings.map((rating) => (
        <li key={rating.movie_id} className="spread-row dash-ratings__item">
          <span className="dash-ratings__title">{rating.title}</span>
          <StarRating {...ratingOf(rating)} size="sm" />
        </li>
      ))}
    </ul>
  );
}
