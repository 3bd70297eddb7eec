// /admin/payments (docs/product.md#admin-payments-and-rentals): the filtered set's totals, every payment in a
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
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useAdminPayments } from '../../api/admin/list-admin-payments.ts';
import { useRequestRefundMutation } from '../../api/admin/request-refund.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import { useConfirmedAction } from '../../components/admin/admin-page/use-confirmed-action.ts';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell, ExportButton, StatusBadge, type StatusTone } from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { PaymentSummaryCards } from '../../components/admin/payment-summary/payment-summary.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { adminPaymentsContent as content } from '../../content/admin-payments.ts';

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
          <span className="admin-hint admin-hint--small">{content.refundedBy(payment.refunded_by)}</span>
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
  const list = useListParams(listSpec);
  const payments = useAdminPayments(list.query);
  const refundMutation = useRequestRefundMutation();
  const { flash, show } = useFlashMessage();
  const refund = useConfirmedAction({
    mutation: refundMutation,
    variables: (payment: AdminPayment) => payment.id,
    texts: (payment) => ({
      ...content.confirmRefund(customerName(payment), formatPrice(payment.amount)),
      message: adminScreenMessages.refundConfirm,
      failureText: adminScreenMessages.refundFailed,
    }),
    onDone: () => show('success', adminScreenMessages.refundSucceeded),
  });

  return (
    <RefundContext value={refund.ask}>
      <AdminListPage
        texts={content}
        errorText={adminScreenMessages.paymentsLoadFailed}
        list={list}
        query={payments}
        rowsOf={(page) => page.payments}
        filters={[
          { filter: 'status', label: content.statusLabel, options: statusOptions },
          { filter: 'date_range', label: content.dateRangeLabel, options: dateRangeOptions },
        ]}
        actions={<ExportButton list="payments" query={list.query} onFailed={(text) => show('error', text)} />}
        summary={(page) => <PaymentSummaryCards summary={page.summary} />}
        table={{ columns, rowKey: (payment) => payment.id, sortable: true }}
        confirm={refund.dialog}
        flash={flash}
      />
    </RefundContext>
  );
}
