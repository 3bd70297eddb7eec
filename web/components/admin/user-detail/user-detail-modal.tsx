// The detail of one customer (docs/product.md#admin-users): who they are, their totals, and both histories —
// every rental (title, start, end, Active/Expired, amount) and every payment (date, movie, status, amount, who
// refunded it and when). Opened from a user card; the card's figures show at once, the histories as they load.
import type { ReactNode } from 'react';
import type { AdminUser, AdminUserDetail } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { useAdminUser } from '../../../api/admin/get-admin-user.ts';
import { formatDay } from '../../../content/admin-lists.ts';
import { adminPaymentsContent } from '../../../content/admin-payments.ts';
import { adminUsersContent, userDetailContent as content, userName } from '../../../content/admin-users.ts';
import { FactList } from '../../fact-list/fact-list.tsx';
import { QueryView } from '../../query-view/query-view.tsx';
import { DataTable, type DataColumn } from '../data-table/data-table.tsx';
import { DateTimeCell, RentalEndCell, StatusBadge, type StatusTone } from '../data-table/list-controls.tsx';
import { AdminDialog } from '../admin-form-modal/admin-dialog.tsx';
import './user-detail-modal.css';

type UserRental = AdminUserDetail['rentals'][number];
type UserPayment = AdminUserDetail['payments'][number];

const paymentTones: Record<UserPayment['status'], StatusTone> = {
  completed: 'success',
  pending: 'accent',
  failed: 'danger',
  refunded: 'muted',
};

const rentalColumns: DataColumn<UserRental>[] = [
  { id: 'title', header: content.movie, rowHeader: true, cell: (rental) => rental.title },
  { id: 'start', header: content.start, cell: (rental) => <DateTimeCell value={rental.rental_start} /> },
  { id: 'end', header: content.end, cell: (rental) => <RentalEndCell value={rental.rental_end} /> },
  {
    id: 'status',
    header: content.status,
    cell: (rental) =>
      rental.is_active ? <StatusBadge tone="success">{content.active}</StatusBadge> : <StatusBadge tone="muted">{content.expired}</StatusBadge>,
  },
  { id: 'amount', header: content.amount, numeric: true, cell: (rental) => formatPrice(rental.amount_paid) },
];

const paymentColumns: DataColumn<UserPayment>[] = [
  { id: 'date', header: content.date, rowHeader: true, cell: (payment) => <DateTimeCell value={payment.created_at} /> },
  { id: 'movie', header: content.movie, cell: (payment) => payment.movie_title },
  {
    id: 'status',
    header: content.status,
    cell: (payment) => <StatusBadge tone={paymentTones[payment.status]}>{adminPaymentsContent.statusLabels[payment.status]}</StatusBadge>,
  },
  { id: 'amount', header: content.amount, numeric: true, cell: (payment) => formatPrice(payment.amount) },
  {
    id: 'refunded',
    header: content.refunded,
    cell: (payment) => (
      <span className="data-table__stack">
        <DateTimeCell value={payment.refunded_at} />
        {payment.refunded_at && <span className="admin-hint admin-hint--small">{content.refundedBy(payment.refunded_by)}</span>}
      </span>
    ),
  },
];

export interface UserDetailModalProps {
  /** The user as the list showed them: the dialog's heading and figures while the histories load. */
  user: AdminUser;
  onClose: () => void;
}

export function UserDetailModal({ user, onClose }: UserDetailModalProps) {
  const detail = useAdminUser(user.id);
  const shown = detail.data?.user ?? user;
  const facts = [
    { term: adminUsersContent.email, value: shown.email },
    { term: adminUsersContent.joined, value: formatDay(shown.created_at) },
    { term: adminUsersContent.rentals, value: shown.total_rentals },
    { term: adminUsersContent.spent, value: formatPrice(shown.total_spent) },
  ];
  return (
    <AdminDialog
      title={userName(shown)}
      before={
        shown.is_admin && (
          <p>
            <StatusBadge tone="accent">{adminUsersContent.admin}</StatusBadge>
          </p>
        )
      }
      onClose={onClose}
      className="user-detail"
      bodyClassName="user-detail__body"
    >
      <FactList facts={facts} className="admin-facts user-detail__facts" />
      <QueryView query={detail} loadingText={content.loading} errorText={adminScreenMessages.userDetailsLoadFailed} showErrorMessage>
        {({ rentals, payments }) => (
          <>
            <History title={content.rentalsTitle(rentals.length)} empty={content.noRentals}>
              {rentals.length > 0 && (
                <DataTable caption={content.rentalsTitle(rentals.length)} hideCaption columns={rentalColumns} rows={rentals} rowKey={(rental) => rental.id} />
              )}
            </History>
            <History title={content.paymentsTitle(payments.length)} empty={content.noPayments}>
              {payments.length > 0 && (
                <DataTable
                  caption={content.paymentsTitle(payments.length)}
                  hideCaption
                  columns={paymentColumns}
                  rows={payments}
                  rowKey={(payment) => payment.id}
                />
              )}
            </History>
          </>
        )}
      </QueryView>
    </AdminDialog>
  );
}

/**
 * One history under its heading. Not a named region: its table is already a region named by the same words, and two
 * landmarks of one name would leave a screen reader's landmark list with twins.
 */
function History({ title, empty, children }: { title: string; empty: string; children: ReactNode }) {
  return (
    <section className="admin-column">
      <h3 className="user-detail__heading">{title}</h3>
      {children || <p className="user-detail__empty">{empty}</p>}
    </section>
  );
}
