// /admin/insights (docs/product.md#filmmaker-insight): where the whole catalogue's visitors came from in a period of
// days (the last 30 by default, the period kept in the URL), each source with its visits, payments, conversion and
// revenue, and its CSV. Each film's own insight is opened from its row on the Movies screen.
import type { SourcesInsight } from '../../../common/insights.ts';
import { useSourcesInsight } from '../../api/admin/insights.ts';
import { AdminPanel } from '../../components/admin/admin-panel/admin-panel.tsx';
import { insightTableContent, sourcesInsightContent as content } from '../../content/admin-insights.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePeriodParams } from './admin-insights-period.ts';
import { InsightScreen } from './admin-insights-screen.tsx';
import { SourcesTable } from './admin-insights-tables.tsx';

const hasNoVisits = (insight: SourcesInsight) => insight.sources.every((row) => row.visits === 0 && row.payments === 0 && row.revenue === 0);

export function AdminInsightsPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.navLabel));
  const { period, setPeriod } = usePeriodParams();
  const insight = useSourcesInsight(period);
  return (
    <InsightScreen texts={content} csv={{ kind: 'sources' }} period={period} setPeriod={setPeriod} query={insight} isEmpty={hasNoVisits}>
      {(figures) => (
        <AdminPanel level={2} title={content.tableTitle} hint={insightTableContent.sourcesHint}>
          <SourcesTable rows={figures.sources} />
        </AdminPanel>
      )}
    </InsightScreen>
  );
}
