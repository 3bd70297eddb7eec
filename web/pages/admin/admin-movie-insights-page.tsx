// /admin/movies/{id}/insights (docs/product.md#filmmaker-insight): a film's insight for a period of days (the last 30
// by default, the period kept in the URL): the funnel from a page view to the last scene, how far its viewers got
// into it and the minutes they watched, where its visitors came from and their countries, and its CSV. Opened from
// the film's row menu on the Movies screen, and leads back there. Loading, failure (an unknown film, a bad period:
// the server's words) and "no visits yet" are QueryView's.
import { Link, useParams } from 'react-router';
import type { MovieInsight } from '../../../common/insights.ts';
import { useMovieInsight } from '../../api/admin/insights.ts';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { insightTableContent, movieInsightContent as content } from '../../content/admin-insights.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePeriodParams } from './admin-insights-period.ts';
import { PeriodPicker } from './admin-insights-period-picker.tsx';
import { CountriesTable, CsvButton, SourcesTable } from './admin-insights-tables.tsx';
import { CompletionCurve, FunnelSteps, InsightPanel } from './admin-movie-insights-figures.tsx';
import './admin-insights-page.css';

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
  const { flash, show } = useFlashMessage();
  const title = insight.data ? content.title(insight.data.title) : content.untitled;
  useDocumentTitle(adminShellContent.documentTitle(title));

  return (
    <div className="admin-screen insight-screen">
      <Link to="/admin/movies" className="back-link">
        <span aria-hidden="true">←</span> {content.backToMovies}
      </Link>
      <AdminPageHeader
        title={title}
        intro={content.intro}
        actions={<CsvButton csv={{ kind: 'movie', movieId }} period={period} onFailed={(text) => show('error', text)} />}
      />
      <PeriodPicker period={period} shown={insight.data?.period} onChange={setPeriod} />
      <div className="insight-screen__figures" aria-busy={insight.isPlaceholderData || undefined}>
        <QueryView
          query={insight}
          loadingText={content.loading}
          // An unknown film or a bad period: the server's words say which.
          errorText={content.loadFailed}
          showErrorMessage
          emptyTitle={content.emptyTitle}
          emptyHint={content.emptyHint}
          isEmpty={hasNoFigures}
        >
          {(figures) => (
            <>
              <div className="insight-screen__pair">
                <FunnelSteps funnel={figures.funnel} />
                <CompletionCurve completion={figures.completion} />
              </div>
              <InsightPanel title={content.sourcesTitle} hint={insightTableContent.sourcesHint}>
                <SourcesTable rows={figures.sources} />
              </InsightPanel>
              <InsightPanel title={content.countriesTitle} hint={content.countriesHint}>
                <CountriesTable rows={figures.countries} />
              </InsightPanel>
            </>
          )}
        </QueryView>
      </div>
      <AdminToast flash={flash} />
    </div>
  );
}
