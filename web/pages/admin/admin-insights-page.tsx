// /admin/insights (docs/product.md#filmmaker-insight): where the whole catalogue's visitors came from in a period of
// days (the last 30 by default, the period kept in the URL), each source with its visits, payments, conversion and
// revenue, and its CSV. Each film's own insight is opened from its row on the Movies screen.
import type { SourcesInsight } from '../../../common/insights.ts';
import { useSourcesInsight } from '../../api/admin/insights.ts';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { insightTableContent, sourcesInsightContent as content } from '../../content/admin-insights.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePeriodParams } from './admin-insights-period.ts';
import { PeriodPicker } from './admin-insights-period-picker.tsx';
import { CsvButton, SourcesTable } from './admin-insights-tables.tsx';
import { InsightPanel } from './admin-movie-insights-figures.tsx';
import './admin-insights-page.css';

const hasNoVisits = (insight: SourcesInsight) => insight.sources.every((row) => row.visits === 0 && row.payments === 0 && row.revenue === 0);

export function AdminInsightsPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.navLabel));
  const { period, setPeriod } = usePeriodParams();
  const insight = useSourcesInsight(period);
  const { flash, show } = useFlashMessage();

  return (
    <div className="admin-screen insight-screen">
      <AdminPageHeader
        title={content.title}
        intro={content.intro}
        actions={<CsvButton csv={{ kind: 'sources' }} period={period} onFailed={(text) => show('error', text)} />}
      />
      <PeriodPicker period={period} shown={insight.data?.period} onChange={setPeriod} />
      <div className="insight-screen__figures" aria-busy={insight.isPlaceholderData || undefined}>
        <QueryView
          query={insight}
          loadingText={content.loading}
          errorText={content.loadFailed}
          showErrorMessage
          emptyTitle={content.emptyTitle}
          emptyHint={content.emptyHint}
          isEmpty={hasNoVisits}
        >
          {(figures) => (
            <InsightPanel title={content.tableTitle} hint={insightTableContent.sourcesHint}>
              <SourcesTable rows={figures.sources} />
            </InsightPanel>
          )}
        </QueryView>
      </div>
      <AdminToast flash={flash} />
    </div>
  );
}
