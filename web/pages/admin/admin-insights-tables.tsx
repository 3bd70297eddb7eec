// The tables of the insight screens (docs/product.md#filmmaker-insight): visits, payments, revenue and conversion by
// source and by country, in the admin's one table (small and whole: no paging, no sorting, the server's order), and
// the Download CSV of what the screen shows.
import type { CountryRow, InsightPeriodQuery, SourceRow } from '../../../common/insights.ts';
import { formatPrice } from '../../../common/format.ts';
import { useInsightCsv, type InsightCsv } from '../../api/admin/insights.ts';
import { DataTable, type DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { LineIcon, roundStroke } from '../../components/line-icon/line-icon.tsx';
import { countryName, insightTableContent as content, percentText, sourceName } from '../../content/admin-insights.ts';
import './admin-insights-page.css';

type Figures = Pick<SourceRow, 'visits' | 'payments' | 'revenue'>;

/** The columns every row has after its name. */
const figureColumns: DataColumn<Figures>[] = [
  { id: 'visits', header: content.visits, numeric: true, cell: (row) => content.count(row.visits) },
  { id: 'payments', header: content.payments, numeric: true, cell: (row) => content.count(row.payments) },
  { id: 'conversion', header: content.conversion, numeric: true, cell: (row) => percentText(row.payments, row.visits) },
  { id: 'revenue', header: content.revenue, numeric: true, cell: (row) => formatPrice(row.revenue) },
];
const card = { amount: 'revenue', meta: ['visits', 'payments', 'conversion'] } as const;

const sourceColumns: DataColumn<SourceRow>[] = [{ id: 'source', header: content.source, rowHeader: true, cell: (row) => sourceName(row.source) }, ...figureColumns];
const countryColumns: DataColumn<CountryRow>[] = [
  { id: 'country', header: content.country, rowHeader: true, cell: (row) => countryName(row.country) },
  ...figureColumns,
];

/** Under a heading that says what it is for: its caption is for assistive technology. */
export function SourcesTable({ rows }: { rows: readonly SourceRow[] }) {
  if (rows.length === 0) return <p className="admin-panel__empty">{content.noSources}</p>;
  return (
    <DataTable caption={content.sourcesCaption} hideCaption columns={sourceColumns} rows={rows} rowKey={(row) => row.source} card={{ title: 'source', ...card }} />
  );
}

export function CountriesTable({ rows }: { rows: readonly CountryRow[] }) {
  if (rows.length === 0) return <p className="admin-panel__empty">{content.noCountries}</p>;
  return (
    <DataTable
      caption={content.countriesCaption}
      hideCaption
      columns={countryColumns}
      rows={rows}
      rowKey={(row) => row.country || 'unknown'}
      card={{ title: 'country', ...card }}
    />
  );
}

interface CsvButtonProps {
  csv: InsightCsv;
  period: InsightPeriodQuery;
  onFailed: (text: string) => void;
}

/**
 * Download CSV of the period on show. A button, not a link: the session is a bearer token, which a bare link would
 * not carry (web/api/download-attachment.ts).
 */
export function CsvButton({ csv, period, onFailed }: CsvButtonProps) {
  const { download, isDownloading } = useInsightCsv(csv, period, onFailed);
  return (
    <button type="button" className="button button--secondary" onClick={download} disabled={isDownloading}>
      <LineIcon size={16}>
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" {...roundStroke(2)} />
      </LineIcon>
      {isDownloading ? content.downloading : content.downloadCsv}
    </button>
  );
}
