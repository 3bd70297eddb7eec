// The insights' split of revenue by code and by bundle (docs/product.md#offers): the last 30 days' completed payments
// with a code (what the code took off, what came in) and for a bundle, at most ten each, most first, as small tables.
import type { Insights } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminInsightsContent as content } from '../../../content/admin-dashboard.ts';
import { DataTable, type DataColumn } from '../data-table/data-table.tsx';
import '../admin-panel/admin-panel.css';
import '../codes/codes.css';

type CodeRevenue = Insights['by_code'][number];
type BundleRevenue = Insights['by_bundle'][number];

const count = (value: number) => value.toLocaleString('en-US');

const codeColumns: DataColumn<CodeRevenue>[] = [
  { id: 'code', header: content.byCode.code, rowHeader: true, cell: (row) => <span className="offer-code">{row.code}</span> },
  { id: 'payments', header: content.payments, numeric: true, cell: (row) => count(row.payments) },
  { id: 'discount', header: content.byCode.discount, numeric: true, cell: (row) => formatPrice(row.discount) },
  { id: 'revenue', header: content.revenue, numeric: true, cell: (row) => formatPrice(row.revenue) },
];
const codeCard = { title: 'code', amount: 'revenue', meta: ['payments', 'discount'] } as const;

const bundleColumns: DataColumn<BundleRevenue>[] = [
  { id: 'bundle', header: content.byBundle.bundle, rowHeader: true, cell: (row) => row.title },
  { id: 'payments', header: content.payments, numeric: true, cell: (row) => count(row.payments) },
  { id: 'revenue', header: content.revenue, numeric: true, cell: (row) => formatPrice(row.revenue) },
];
const bundleCard = { title: 'bundle', amount: 'revenue', meta: ['payments'] } as const;

export function RevenueByCode({ rows }: { rows: Insights['by_code'] }) {
  if (rows.length === 0) return <p className="admin-panel__empty">{content.byCode.empty}</p>;
  return <DataTable caption={content.byCode.title} hideCaption columns={codeColumns} rows={rows} rowKey={(row) => row.code_id} card={codeCard} />;
}

export function RevenueByBundle({ rows }: { rows: Insights['by_bundle'] }) {
  if (rows.length === 0) return <p className="admin-panel__empty">{content.byBundle.empty}</p>;
  return <DataTable caption={content.byBundle.title} hideCaption columns={bundleColumns} rows={rows} rowKey={(row) => row.bundle_id} card={bundleCard} />;
}
