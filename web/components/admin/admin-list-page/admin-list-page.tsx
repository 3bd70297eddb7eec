// The screen of a paged admin list (payments, rentals, users, movies, subscribers, e-mail logs; docs/product.md#admin):
// the heading, the toolbar (search, filters, Export CSV), what the answer holds beside its rows (totals), the rows
// as a table (cards on a phone) or drawn by the screen, and the pager; loading, failure and an empty list through
// QueryView. Each list fills in its texts, query, filters, columns and row actions; its state lives in the URL
// (useListParams).
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { AdminPagination } from '../../../../common/admin-business.ts';
import type { ListNoun } from '../../../content/admin-lists.ts';
import { adminShellContent } from '../../../content/admin-shell.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { EmptyState, QueryView, type QueryViewQuery } from '../../query-view/query-view.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from '../../confirm-dialog/confirm-dialog.tsx';
import type { Flash } from '../../flash-message/flash-message.tsx';
import { AdminPageHeader, AdminToast, type AdminPageHeaderProps } from '../admin-page/admin-page.tsx';
import { DataTable, type DataCardSpec, type DataColumn, type DataTableActions, type DataTableSelection } from '../data-table/data-table.tsx';
import { FilterSelect, ListPager, ListToolbar, SearchBox } from '../data-table/list-controls.tsx';
import type { SortOrder } from '../data-table/use-list-params.ts';
import type { SelectOption } from '../../form/fields.tsx';

/** The list's words, as its content module (web/content/admin-*.ts) has them. */
interface AdminListTexts {
  title: string;
  intro?: string;
  /** 'Loading payments...' until the first answer. */
  loading: string;
  emptyTitle?: string;
  emptyHint?: string;
  /** 'Showing 1–20 of 134 rentals'. */
  noun: ListNoun;
  /** Names the pager's navigation ('Rentals pages'). */
  pagesLabel: string;
  /** Names the table (visually hidden: the heading above names it on screen). */
  caption?: string;
  /** With a label, a search box leads the toolbar. */
  searchLabel?: string;
  searchPlaceholder?: string;
}

/** The part of useListParams() the screen itself drives: search, filters, sort and page. */
interface AdminListState<Sort extends string, Filter extends string> {
  search: string;
  filters: Readonly<Record<Filter, string>>;
  setFilter: (filter: Filter, value: string) => void;
  setSearch: (search: string) => void;
  sort: Sort;
  order: SortOrder;
  setSort: (sort: Sort, order: SortOrder) => void;
  setPage: (page: number) => void;
}

interface AdminListTable<Row, Sort extends string> {
  /** Keep stable (module scope): new columns rebuild the table. */
  columns: readonly DataColumn<Row, Sort>[];
  rowKey: (row: Row) => string | number;
  /** Its headers sort the list (the list's sort and order). */
  sortable?: boolean;
  /** A checkbox a row to choose rows, from the page's rows. */
  selection?: (rows: readonly Row[]) => DataTableSelection<Row>;
  /** Each row's '⋯' menu (and a phone card's primary action). */
  actions?: DataTableActions<Row>;
  /** On a phone, each row as a card made of these columns. */
  card?: DataCardSpec;
  /** Where the column chooser remembers the list's columns (localStorage); without it, no chooser. */
  columnsKey?: string;
}

/** One filter of the list as a select ('Status: All rentals'). */
interface AdminListFilter<Filter extends string> {
  filter: Filter;
  label: string;
  options: readonly SelectOption[];
}

/** Where the answer's pagination is: `pagination`, unless the screen says otherwise. */
type PaginationOf<Page> = Page extends { pagination: AdminPagination }
  ? { paginationOf?: (page: Page) => AdminPagination }
  : { paginationOf: (page: Page) => AdminPagination };

export type AdminListPageProps<Page, Row, Sort extends string, Filter extends string> = PaginationOf<Page> & {
  texts: AdminListTexts;
  /** The screen's main action beside its heading ('Add Movie'). */
  add?: AdminPageHeaderProps['add'];
  /** The failure's heading (the list's 'Failed to load …' text). */
  errorText: string;
  list: AdminListState<Sort, Filter>;
  query: QueryViewQuery<Page> & { isPlaceholderData: boolean };
  rowsOf: (page: Page) => readonly Row[];
  /** After the search box: the list's filters. */
  filters?: readonly AdminListFilter<Filter>[];
  /** After the filters (a sort select). */
  toolbar?: ReactNode;
  /** At the toolbar's end: Export CSV. */
  actions?: ReactNode;
  /** Between the toolbar and the list, whatever the query's state. */
  notice?: ReactNode;
  /** Parts of the answer above the rows, kept when there are none (totals): the empty state shows under them. */
  summary?: (page: Page) => ReactNode;
  /** The rows as a table... */
  table?: AdminListTable<Row, Sort>;
  /** ...or drawn by the screen (cards); `isUpdating`: a newer page is loading. */
  renderRows?: (rows: readonly Row[], isUpdating: boolean) => ReactNode;
  /** useConfirmedAction()'s dialog, while it is open. */
  confirm?: ConfirmDialogProps | null;
  /** The screen's flash (useFlashMessage()), as a toast; screens without one leave it out. */
  flash?: Flash | null;
  /** After the list: the screen's own dialogs. */
  children?: ReactNode;
};

const paginationIn = (page: unknown) => (page as { pagination: AdminPagination }).pagination;

export function AdminListPage<Page, Row extends RowData, Sort extends string, Filter extends string = never>(
  props: AdminListPageProps<Page, Row, Sort, Filter>,
) {
  const { texts, list, query, rowsOf, summary } = props;
  const paginationOf = props.paginationOf ?? paginationIn;
  useDocumentTitle(adminShellContent.documentTitle(texts.title));
  const isUpdating = query.isPlaceholderData;
  // A page past the first with no rows is not an empty list: the pager moves back to the last page.
  const isEmpty = (page: Page) => rowsOf(page).length === 0 && paginationOf(page).page <= 1;
  const empty = { emptyTitle: texts.emptyTitle, emptyHint: texts.emptyHint };

  const rowsAndPager = (page: Page) => (
    <>
      {props.table ? (
        <ListTable table={props.table} texts={texts} list={list} rows={rowsOf(page)} isUpdating={isUpdating} />
      ) : (
        props.renderRows?.(rowsOf(page), isUpdating)
      )}
      <ListPager
        pagination={paginationOf(page)}
        noun={texts.noun}
        label={texts.pagesLabel}
        onPageChange={list.setPage}
        isUpdating={isUpdating}
      />
    </>
  );

  return (
    <div className="admin-screen">
      <AdminPageHeader title={texts.title} intro={texts.intro} add={props.add} />
      <ListToolbar actions={props.actions}>
        {texts.searchLabel !== undefined && (
          <SearchBox label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={list.search} onSearch={list.setSearch} />
        )}
        {props.filters?.map(({ filter, label, options }) => (
          <FilterSelect key={filter} label={label} value={list.filters[filter]} options={options} onChange={(value) => list.setFilter(filter, value)} />
        ))}
        {props.toolbar}
      </ListToolbar>
      {props.notice}
      {summary ? (
        <QueryView query={query} loadingText={texts.loading} errorText={props.errorText}>
          {(page) => (
            <>
              {summary(page)}
              {isEmpty(page) ? <EmptyState {...empty} /> : rowsAndPager(page)}
            </>
          )}
        </QueryView>
      ) : (
        <QueryView query={query} loadingText={texts.loading} errorText={props.errorText} {...empty} isEmpty={isEmpty}>
          {rowsAndPager}
        </QueryView>
      )}
      {props.children}
      {props.confirm && <ConfirmDialog {...props.confirm} />}
      {props.flash !== undefined && <AdminToast flash={props.flash} />}
    </div>
  );
}

interface ListTableProps<Row, Sort extends string> {
  table: AdminListTable<Row, Sort>;
  texts: AdminListTexts;
  list: Pick<AdminListState<Sort, never>, 'sort' | 'order' | 'setSort'>;
  rows: readonly Row[];
  isUpdating: boolean;
}

function ListTable<Row extends RowData, Sort extends string>({ table, texts, list, rows, isUpdating }: ListTableProps<Row, Sort>) {
  return (
    <DataTable
      caption={texts.caption ?? texts.title}
      hideCaption
      columns={table.columns}
      rows={rows}
      rowKey={table.rowKey}
      sorting={table.sortable ? { sort: list.sort, order: list.order, onSort: list.setSort } : undefined}
      isUpdating={isUpdating}
      selection={table.selection?.(rows)}
      actions={table.actions}
      card={table.card}
      columnsKey={table.columnsKey}
    />
  );
}
