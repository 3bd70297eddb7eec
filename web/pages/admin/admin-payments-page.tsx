// /admin/payments (SPEC.md §2; issue "Admin panel II"): the filtered set's totals, every payment in a
// server-paged table filtered by status, date range and search, sorted on its columns, exported as CSV, and a
// Refund on each completed payment. The list's state lives in the URL.
import { createContext, use } from 'react';
import {
  PAYMENT_DATE_RANGES,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  type AdminPayment,
  type PaymentSort,
  type PaymentStatus,
} from '../../../common/admin-business.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminMessages } from '../../../common/messages.ts';
import { useListExport } from '../../api/admin/download-admin-csv.ts';
import { useAdminPayments } from '../../api/admin/list-admin-payments.ts';
import { useRefundPaymentMutation } from '../../api/admin/refund-payment.ts';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useConfirmedAction } from '../../components/admin/admin-page/use-confirmed-action.ts';
import { DataTable, type DataColumn } from '../../components/admin/data-table/data-table.tsx';
import {
  DateTimeCell,
  ExportButton,
  FilterSelect,
  ListPager,
  ListToolbar,
  SearchBox,
  StatusBadge,
  type StatusTone,
} from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { PaymentSummaryCards } from '../../components/admin/payment-summary/payment-summary.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { EmptyState, QueryView } from '../../components/query-view/query-view.tsx';
import { adminPaymentsContent as content } from '../../content/admin-payments.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const STATUS_FILTERS = ['all', ...PAYMENT_STATUSES] as const;

const listSpec = {
  sorts: PAYMENT_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: oneOf(STATUS_FILTERS), date_range: oneOf(PAYMENT_DATE_RANGES) },
} as const;

const statusOptions = STATUS_FILTERS.map((value) => ({ value, label: content.statusOptions[value] }));
const dateRangeOptions = PAYMENT_DATE_RANGES.map((value) => ({ value, label: content.dateRangeOptions[value] }));

const statusTones: Record<PaymentStatus, StatusTone> = {
  completed: 'success',
  pending: 'accent',
  failed: 'danger',
  refunded: 'muted',
};

const customerName = (payment: AdminPayment) => `${payment.first_name} ${payment.last_name}`.trim();

/** The page's Refund action, reached by the table's cells (the columns are built once, at module level). */
const RefundContext = createContext<(payment: AdminPayment) => void>(() => {});

function RefundButton({ payment }: { payment: AdminPayment }) {
  const askRefund = use(RefundContext);
  return (
    <button
      type="button"
      className="button button--small button--danger"
      aria-label={content.refundLabel(customerName(payment), formatPrice(payment.amount))}
      onClick={() => askRefund(payment)}
    >
      {content.refund}
    </button>
  );
}

const columns: DataColumn<AdminPayment, PaymentSort>[] = [
  {
    id: 'customer',
    header: content.columns.customer,
    sort: 'customer_name',
    firstOrder: 'asc',
    rowHeader: true,
    cell: (payment) => customerName(payment),
  },
  { id: 'email', header: content.columns.email, sort: 'email', firstOrder: 'asc', cell: (payment) => payment.email },
  { id: 'movie', header: content.columns.movie, sort: 'movie_title', firstOrder: 'asc', cell: (payment) => payment.movie_title },
  { id: 'amount', header: content.columns.amount, sort: 'amount', numeric: true, cell: (payment) => formatPrice(payment.amount) },
  {
    id: 'status',
    header: content.columns.status,
    sort: 'status',
    firstOrder: 'asc',
    // A refund says when and by whom under its badge, so the table needs no column of its own for it.
    cell: (payment) => {
      const badge = <StatusBadge tone={statusTones[payment.status]}>{content.statusLabels[payment.status]}</StatusBadge>;
      if (!payment.refunded_at) return badge;
      return (
        <span className="data-table__stack">
          {badge}
          <DateTimeCell value={payment.refunded_at} />
          <span className="data-table__muted">{content.refundedBy(payment.refunded_by)}</span>
        </span>
      );
    },
  },
  {
    id: 'date',
    header: content.columns.date,
    sort: 'created_at',
    cell: (payment) => <DateTimeCell value={payment.created_at} />,
  },
  {
    id: 'actions',
    header: content.columns.actions,
    pinEnd: true,
    cell: (payment) => (payment.status === 'completed' ? <RefundButton payment={payment} /> : null),
  },
];

export function AdminPaymentsPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.title));
  const list = useListParams(listSpec);
  const payments = useAdminPayments(list.query);
  const refundMutation = useRefundPaymentMutation();
  const { flash, show } = useFlashMessage();
  const refund = useConfirmedAction({
    mutation: refundMutation,
    variables: (payment: AdminPayment) => payment.id,
    texts: (payment) => ({
      ...content.confirmRefund(customerName(payment), formatPrice(payment.amount)),
      message: adminMessages.refundConfirm,
      failureText: adminMessages.refundFailed,
    }),
    onDone: () => show('success', adminMessages.refundSucceeded),
  });

  const csv = useListExport('payments', list.query, (text) => show('error', text));

  return (
    <div className="admin-screen">
      <AdminPageHeader title={content.title} intro={content.intro} />
      <ListToolbar actions={<ExportButton onExport={csv.exportList} isExporting={csv.isExporting} />}>
        <SearchBox label={content.searchLabel} placeholder={content.searchPlaceholder} value={list.search} onSearch={list.setSearch} />
        <FilterSelect
          label={content.statusLabel}
          value={list.filters.status}
          options={statusOptions}
          onChange={(value) => list.setFilter('status', value)}
        />
        <FilterSelect
          label={content.dateRangeLabel}
          value={list.filters.date_range}
          options={dateRangeOptions}
          onChange={(value) => list.setFilter('date_range', value)}
        />
      </ListToolbar>
      <QueryView query={payments} loadingText={content.loading} errorText={adminMessages.paymentsLoadFailed}>
        {(page) => (
          <>
            <PaymentSummaryCards summary={page.summary} />
            {page.payments.length === 0 && page.pagination.page <= 1 ? (
              <EmptyState emptyTitle={content.emptyTitle} emptyHint={content.emptyHint} />
            ) : (
              <RefundContext value={refund.ask}>
                <DataTable
                  caption={content.caption}
                  hideCaption
                  columns={columns}
                  rows={page.payments}
                  rowKey={(payment) => payment.id}
                  sorting={{ sort: list.sort, order: list.order, onSort: list.setSort }}
                  isUpdating={payments.isPlaceholderData}
                />
                <ListPager
                  pagination={page.pagination}
                  noun={content.noun}
                  label={content.pagesLabel}
                  onPageChange={list.setPage}
                  isUpdating={payments.isPlaceholderData}
                />
              </RefundContext>
            )}
          </>
        )}
      </QueryView>
      {refund.dialog && <ConfirmDialog {...refund.dialog} />}
      <AdminToast flash={flash} />
    </div>
  );
}
