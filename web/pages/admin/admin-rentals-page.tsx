// /admin/rentals (docs/product.md#admin-payments-and-rentals): every rental in a server-paged table, filtered by
// status, movie and customer, sorted on any column, exported as CSV; each row's menu leads to its customer and its
// movie. The list's state lives in the URL.
import { RENTAL_SORTS, RENTAL_STATUS_FILTERS, type AdminRental, type RentalSort } from '../../../common/admin-business.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useAdminMovies } from '../../api/admin/list-admin-movies.ts';
import { useAdminRentals } from '../../api/admin/list-admin-rentals.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell, ExportButton, RentalEndCell, StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, rowIdFilter, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { movieEditPath, userDetailPath } from '../../components/admin/admin-list-page/deep-links.ts';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { adminRentalsContent as content } from '../../content/admin-rentals.ts';

const listSpec = {
  sorts: RENTAL_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: oneOf(RENTAL_STATUS_FILTERS), movie_id: rowIdFilter },
} as const;

const statusOptions = RENTAL_STATUS_FILTERS.map((value) => ({ value, label: content.statusOptions[value] }));

const columns: DataColumn<AdminRental, RentalSort>[] = [
  {
    id: 'movie',
    header: content.columns.movie,
    sort: 'movie_title',
    firstOrder: 'asc',
    rowHeader: true,
    cell: (rental) => (
      <span className="admin-row">
        <ResponsiveImage src={rental.movie_thumbnail} alt="" width={32} height={48} sizes="32px" />
        <span>{rental.movie_title}</span>
      </span>
    ),
  },
  {
    id: 'customer',
    header: content.columns.customer,
    sort: 'customer_name',
    firstOrder: 'asc',
    hideable: true,
    cell: (rental) => (
      <span className="data-table__stack">
        <span>{rental.customer_name}</span>
        <span className="admin-hint admin-hint--small">{rental.customer_email}</span>
      </span>
    ),
  },
  {
    id: 'start',
    header: content.columns.start,
    sort: 'rental_start',
    // A rental starts as it is made: the Created column says the same, unless the admin wants both.
    hideable: true,
    hiddenByDefault: true,
    cell: (rental) => <DateTimeCell value={rental.rental_start} />,
  },
  {
    id: 'end',
    header: content.columns.end,
    sort: 'rental_end',
    hideable: true,
    cell: (rental) => <RentalEndCell value={rental.rental_end} />,
  },
  {
    id: 'amount',
    header: content.columns.amount,
    sort: 'amount_paid',
    numeric: true,
    cell: (rental) => (rental.amount_paid === 0 ? content.free : formatPrice(rental.amount_paid)),
  },
  {
    id: 'status',
    header: content.columns.status,
    sort: 'is_active',
    cell: (rental) =>
      rental.is_active ? <StatusBadge tone="success">{content.active}</StatusBadge> : <StatusBadge tone="muted">{content.expired}</StatusBadge>,
  },
  {
    id: 'created',
    header: content.columns.created,
    sort: 'created_at',
    hideable: true,
    cell: (rental) => <DateTimeCell value={rental.created_at} />,
  },
];

const card = { title: 'movie', amount: 'amount', status: 'status', meta: ['customer', 'end', 'created'] } as const;

/** The row's menu: the customer's detail, the movie's edit form. */
const rentalActions = (rental: AdminRental): RowAction[] => [
  { label: content.viewCustomer, primary: true, href: userDetailPath(rental.user_id) },
  { label: content.editMovie, href: movieEditPath(rental.movie_id) },
];
const rentalName = (rental: AdminRental) => content.rowName(rental.movie_title, rental.customer_name);

export function AdminRentalsPage() {
  const list = useListParams(listSpec);
  const rentals = useAdminRentals(list.query);
  const movies = useAdminMovies();
  const { flash, show } = useFlashMessage();

  const movieOptions = [
    { value: '', label: content.allMovies },
    ...(movies.data ?? []).map((movie) => ({ value: String(movie.id), label: movie.title })),
  ];
  // A movie filter from the URL shows as itself until the catalogue has loaded.
  if (list.filters.movie_id && !movieOptions.some((option) => option.value === list.filters.movie_id)) {
    movieOptions.push({ value: list.filters.movie_id, label: `#${list.filters.movie_id}` });
  }

  return (
    <AdminListPage
      texts={content}
      errorText={adminScreenMessages.rentalsLoadFailed}
      list={list}
      query={rentals}
      rowsOf={(page) => page.rentals}
      filters={[
        { filter: 'status', label: content.statusLabel, options: statusOptions },
        { filter: 'movie_id', label: content.movieLabel, options: movieOptions },
      ]}
      actions={<ExportButton list="rentals" query={list.query} onFailed={(text) => show('error', text)} />}
      table={{
        columns,
        rowKey: (rental) => rental.id,
        sortable: true,
        card,
        columnsKey: 'rentals',
        actions: { of: rentalActions, name: rentalName },
      }}
      flash={flash}
    />
  );
}
