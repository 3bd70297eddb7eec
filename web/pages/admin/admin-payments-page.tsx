// /admin/payments (docs/product.md#admin-payments-and-rentals): the filtered set's totals, every payment in a
// server-paged table filtered by status, date range and search, sorted on its columns, exported as CSV; each row's
// menu leads to the customer and, for a completed payment, offers Refund (confirmed). Each payment says the code it
// used and what that took off, whether it was a gift, and its bundle (docs/product.md#offers). The list's state lives
// in the URL.
import { Link } from 'react-router';
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
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { bundleEditPath, userDetailPath } from '../../components/admin/admin-list-page/deep-links.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { adminPaymentsContent as content } from '../../content/admin-payments.ts';
import '../../components/admin/codes/codes.css';

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

// The customer's e-mail sits under their name, so two customers of one name are told apart wherever the table
// scrolls; the E-mail column (to sort by it) is the admin's to show.
const columns: DataColumn<AdminPayment, PaymentSort>[] = [
  {
    id: 'customer',
    header: content.columns.customer,
    sort: 'customer_name',
    firstOrder: 'asc',
    rowHeader: true,
    cell: (payment) => (
      <span className="data-table__stack">
        <span>{customerName(payment)}</span>
        <span className="admin-hint admin-hint--small">{payment.email}</span>
      </span>
    ),
  },
  {
    id: 'email',
    header: content.columns.email,
    sort: 'email',
    firstOrder: 'asc',
    hideable: true,
    hiddenByDefault: true,
    cell: (payment) => payment.email,
  },
  {
    id: 'movie',
    header: content.columns.movie,
    sort: 'movie_title',
    firstOrder: 'asc',
    hideable: true,
    cell: (payment) => payment.movie_title,
  },
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
    hideable: true,
    cell: (payment) => <DateTimeCell value={payment.created_at} />,
  },
  // Offers (docs/product.md#offers): on a phone card only when the payment has one.
  {
    id: 'code',
    header: content.columns.code,
    hideable: true,
    cardWhen: (payment) => payment.code !== null,
    cell: (payment) =>
      payment.code === null ? (
        content.none
      ) : (
        <span className="data-table__stack">
          <span className="offer-code">{payment.code}</span>
          <span className="admin-hint admin-hint--small">{content.discount(formatPrice(payment.discount))}</span>
        </span>
      ),
  },
  { id: 'gift', header: content.columns.gift, hideable: true, cardWhen: (payment) => payment.gift, cell: (payment) => (payment.gift ? content.yes : content.no) },
  {
    id: 'bundle',
    header: content.columns.bundle,
    hideable: true,
    hiddenByDefault: true,
    cardWhen: (payment) => payment.bundle_id !== null,
    // The Movie column holds the bundle's title; this one leads to the bundle.
    cell: (payment) => (payment.bundle_id === null ? content.none : <Link to={bundleEditPath(payment.bundle_id)}>{content.bundleRef(payment.bundle_id)}</Link>),
  },
];

const card = { title: 'customer', amount: 'amount', status: 'status', meta: ['movie', 'date', 'code', 'gift', 'bundle'] } as const;

/** The row's menu: the customer's detail; Refund (confirmed) on a completed payment. */
function paymentActions(payment: AdminPayment, askRefund: (payment: AdminPayment) => void): RowAction[] {
  const actions: RowAction[] = [{ label: content.viewCustomer, primary: true, href: userDetailPath(payment.user_id) }];
  if (payment.status === 'completed') {
    actions.push({
      label: content.refund,
      ariaLabel: content.refundLabel(customerName(payment), formatPrice(payment.amount)),
      destructive: true,
      onSelect: () => askRefund(payment),
    });
  }
  return actions;
}

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
      table={{
        columns,
        rowKey: (payment) => payment.id,
        sortable: true,
        card,
        columnsKey: 'payments',
        actions: { of: (payment) => paymentActions(payment, refund.ask), name: customerName },
      }}
      confirm={refund.dialog}
      flash={flash}
    />
  );
}
