// A film's insight figures (docs/product.md#filmmaker-insight): the funnel from a page view to the last scene, each
// step with its count and its share of the step before, drawn as bars that are a list (the figures are its text, no
// canvas to read); and how far the viewers who started got into the film, a curve drawn by the admin's one chart
// component, with its table.
import { useMemo, type CSSProperties } from 'react';
import type { Completion, Funnel } from '../../../common/insights.ts';
import type { ChartSeries } from '../../components/admin/charts/chart-options.ts';
import { TimeSeriesChart } from '../../components/admin/charts/time-series-chart.tsx';
import { AdminPanel } from '../../components/admin/admin-panel/admin-panel.tsx';
import { insightTableContent, movieInsightContent, percentFigure, percentText } from '../../content/admin-insights.ts';
import './admin-insights-page.css';

const content = movieInsightContent;
const count = insightTableContent.count;

/** The funnel's steps, in the order a visitor takes them. */
const FUNNEL_STEPS = ['page_views', 'trailer_plays', 'checkouts', 'payments', 'starts', 'finishes'] as const satisfies readonly (keyof Funnel)[];

export function FunnelSteps({ funnel }: { funnel: Funnel }) {
  const widest = Math.max(...FUNNEL_STEPS.map((step) => funnel[step]), 0);
  return (
    <AdminPanel level={2} title={content.funnel.title} hint={content.funnel.hint}>
      <ol className="insight-funnel">
        {FUNNEL_STEPS.map((step, index) => {
          const previous = index > 0 ? FUNNEL_STEPS[index - 1] : undefined;
          const share = widest > 0 ? funnel[step] / widest : 0;
          return (
            <li key={step} className="insight-funnel__step" style={{ '--share': share } as CSSProperties}>
              <span className="insight-funnel__row">
                <span className="insight-funnel__name">{content.funnel.steps[step]}</span>
                <span className="insight-funnel__value">{count(funnel[step])}</span>
              </span>
              <span className="admin-meter" aria-hidden="true">
                <span className="admin-meter__fill" />
              </span>
              <span className="admin-hint admin-hint--small insight-funnel__rate">
                {previous
                  ? content.funnel.ofPrevious(percentText(funnel[step], funnel[previous]), content.funnel.stepNouns[previous])
                  : content.funnel.first}
              </span>
            </li>
          );
        })}
      </ol>
    </AdminPanel>
  );
}

/** The points of the film the server counts viewers at, in percent of its length. */
const COMPLETION_POINTS = [0, 25, 50, 75, 95] as const;

function completionChart(completion: Completion) {
  const reached = [completion.started, completion.p25, completion.p50, completion.p75, completion.p95];
  const series: ChartSeries[] = [
    {
      label: content.completion.reached,
      values: reached.map((rentals) => (completion.started > 0 ? (rentals / completion.started) * 100 : 0)),
      format: percentFigure,
      style: 'line',
      axis: 'left',
      color: '--color-accent',
      max: 100,
    },
  ];
  return {
    periodHeading: content.completion.pointHeading,
    periods: COMPLETION_POINTS.map(content.completion.point),
    positions: COMPLETION_POINTS,
    series,
  };
}

export function CompletionCurve({ completion }: { completion: Completion }) {
  const chart = useMemo(() => completionChart(completion), [completion]);
  return (
    <AdminPanel level={2} title={content.completion.title} hint={content.completion.hint}>
      <dl className="insight-totals">
        <div className="insight-totals__item">
          <dt className="admin-label">{content.completion.minutesWatched}</dt>
          <dd>{count(completion.minutes_watched)}</dd>
          <dd className="admin-hint admin-hint--small">{content.completion.minutesHint}</dd>
        </div>
      </dl>
      {completion.started === 0 ? (
        <p className="admin-panel__empty">{content.completion.noStarts}</p>
      ) : (
        <TimeSeriesChart
          label={content.completion.chartLabel(completion.started, percentText(completion.p95, completion.started))}
          caption={content.completion.caption}
          tableToggle={content.completion.showTable}
          {...chart}
        />
      )}
    </AdminPanel>
  );
}
