// /admin/rentals (SPEC.md §2; issue "Admin panel II"): every rental in a server-paged table, filtered by status,
// movie and customer, sorted on any column, exported as CSV. The list's state lives in the URL.
import { RENTAL_SORTS, RENTAL_STATUS_FILTERS, type AdminRental, type RentalSort } from '../../../common/admin-business.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminMessages } from '../../../common/messages.ts';
import { useListExport } from '../../api/admin/download-admin-csv.ts';
import { useAdminMovies } from '../../api/admin/list-admin-movies.ts';
import { useAdminRentals } from '../../api/admin/list-admin-rentals.ts';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { DataTable, type DataColumn } from '../../components/admin/data-table/data-table.tsx';
import {
  DateTimeCell,
  ExportButton,
  FilterSelect,
  ListPager,
  ListToolbar,
  SearchBox,
  StatusBadge,
} from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, rowIdFilter, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { adminRentalsContent as content } from '../../content/admin-rentals.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

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
      <span className="data-table__media">
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
    cell: (rental) => (
      <span className="data-table__stack">
        <span>{rental.customer_name}</span>
        <span className="data-table__muted">{rental.customer_email}</span>
      </span>
    ),
  },
  {
    id: 'start',
    header: content.columns.start,
    sort: 'rental_start',
    cell: (rental) => <DateTimeCell value={rental.rental_start} />,
  },
  {
    id: 'end',
    header: content.columns.end,
    sort: 'rental_end',
    cell: (rental) => <DateTimeCell value={rental.rental_end} />,
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
    cell: (rental) => <DateTimeCell value={rental.created_at} />,
  },
];

export function AdminRentalsPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.title));
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

  const csv = useListExport('rentals', list.query, (text) => show('error', text));

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
          label={content.movieLabel}
          value={list.filters.movie_id}
          options={movieOptions}
          onChange={(value) => list.setFilter('movie_id', value)}
        />
      </ListToolbar>
      <QueryView
        query={rentals}
        loadingText={content.loading}
        errorText={adminMessages.rentalsLoadFailed}
        emptyTitle={content.emptyTitle}
        emptyHint={content.emptyHint}
        isEmpty={(page) => page.rentals.length === 0 && page.pagination.page <= 1}
      >
        {(page) => (
          <>
            <DataTable
              caption={content.caption}
              hideCaption
              columns={columns}
              rows={page.rentals}
              rowKey={(rental) => rental.id}
              sorting={{ sort: list.sort, order: list.order, onSort: list.setSort }}
              isUpdating={rentals.isPlaceholderData}
            />
            <ListPager
              pagination={page.pagination}
              noun={content.noun}
              label={content.pagesLabel}
              onPageChange={list.setPage}
              isUpdating={rentals.isPlaceholderData}
            />
          </>
        )}
      </QueryView>
      <AdminToast flash={flash} />
    </div>
  );
}
