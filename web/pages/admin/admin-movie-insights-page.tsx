// /admin/movies/{id}/insights (docs/product.md#filmmaker-insight): a film's insight for a period of days (the last 30
// by default, the period kept in the URL): the funnel from a page view to the last scene, how far its viewers got
// into it and the minutes they watched, where its visitors came from and their countries, and its CSV. Opened from
// the film's row menu on the Movies screen, and leads back there. Loading, failure (an unknown film, a bad period:
// the server's words) and "no visits yet" are QueryView's.
import { Link, useParams } from 'react-router';
import type { MovieInsight } from '../../../common/insights.ts';
import { useMovieInsight } from '../../api/admin/insights.ts';
import { AdminPanel } from '../../components/admin/admin-panel/admin-panel.tsx';
import { insightTableContent, movieInsightContent as content } from '../../content/admin-insights.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePeriodParams } from './admin-insights-period.ts';
import { InsightScreen } from './admin-insights-screen.tsx';
import { CountriesTable, SourcesTable } from './admin-insights-tables.tsx';
import { CompletionCurve, FunnelSteps } from './admin-movie-insights-figures.tsx';

/** Nothing happened in the period: no visit, no payment, nothing watched. */
function hasNoFigures(insight: MovieInsight): boolean {
  const figures = [...Object.values(insight.funnel), ...Object.values(insight.completion)];
  const rows = [...insight.sources, ...insight.countries];
  return figures.every((figure) => figure === 0) && rows.every((row) => row.visits === 0 && row.payments === 0 && row.revenue === 0);
}

export function AdminMovieInsightsPage() {
  // The route lets through only a row id (web/app/layout/admin-paths.ts).
  const movieId = Number(useParams().movieId);
  const { period, setPeriod } = usePeriodParams();
  const insight = useMovieInsight(movieId, period);
  const title = insight.data ? content.title(insight.data.title) : content.untitled;
  useDocumentTitle(adminShellContent.documentTitle(title));
  const backLink = (
    <Link to="/admin/movies" className="back-link">
      <span aria-hidden="true">←</span> {content.backToMovies}
    </Link>
  );

  return (
    <InsightScreen
      texts={{ ...content, title }}
      csv={{ kind: 'movie', movieId }}
      period={period}
      setPeriod={setPeriod}
      query={insight}
      isEmpty={hasNoFigures}
      before={backLink}
    >
      {(figures) => (
        <>
          <div className="insight-screen__pair">
            <FunnelSteps funnel={figures.funnel} />
            <CompletionCurve completion={figures.completion} />
          </div>
          <AdminPanel level={2} title={content.sourcesTitle} hint={insightTableContent.sourcesHint}>
            <SourcesTable rows={figures.sources} />
          </AdminPanel>
          <AdminPanel level={2} title={content.countriesTitle} hint={content.countriesHint}>
            <CountriesTable rows={figures.countries} />
          </AdminPanel>
        </>
      )}
    </InsightScreen>
  );
}
