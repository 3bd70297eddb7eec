// The frame both insight screens share (docs/product.md#filmmaker-insight): the header with its CSV download, the
// period picker kept in the URL, and the figures for the period through QueryView (loading, the server's refusal, "no
// visits yet"), dimmed while another period loads.
import type { ReactNode } from 'react';
import type { InsightPeriodQuery } from '../../../common/insights.ts';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView, type QueryViewQuery } from '../../components/query-view/query-view.tsx';
import { PeriodPicker } from './admin-insights-period-picker.tsx';
import { CsvButton } from './admin-insights-tables.tsx';
import type { InsightCsv } from '../../api/admin/insights.ts';
import './admin-insights-page.css';

interface InsightScreenTexts {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyHint: string;
}

interface InsightScreenProps<T extends { period: { from: string; to: string } }> {
  texts: InsightScreenTexts;
  csv: InsightCsv;
  period: InsightPeriodQuery;
  setPeriod: (period: InsightPeriodQuery) => void;
  query: QueryViewQuery<T> & { isPlaceholderData: boolean };
  isEmpty: (figures: T) => boolean;
  /** Above the header: a way back. */
  before?: ReactNode;
  children: (figures: T) => ReactNode;
}

export function InsightScreen<T extends { period: { from: string; to: string } }>({ texts, csv, period, setPeriod, query, isEmpty, before, children }: InsightScreenProps<T>) {
  const { flash, show } = useFlashMessage();
  return (
    <div className="admin-screen insight-screen">
      {before}
      <AdminPageHeader title={texts.title} intro={texts.intro} actions={<CsvButton csv={csv} period={period} onFailed={(text) => show('error', text)} />} />
      <PeriodPicker period={period} shown={query.data?.period} onChange={setPeriod} />
      <div className="insight-screen__figures" aria-busy={query.isPlaceholderData || undefined}>
        <QueryView
          query={query}
          loadingText={texts.loading}
          // An unknown film or a bad period: the server's words say which.
          errorText={texts.loadFailed}
          showErrorMessage
          emptyTitle={texts.emptyTitle}
          emptyHint={texts.emptyHint}
          isEmpty={isEmpty}
        >
          {children}
        </QueryView>
      </div>
      <AdminToast flash={flash} />
    </div>
  );
}
