// The admin's table of a list (TanStack Table v9, sorting done by the server): a caption, column headers that
// sort (a button in each, aria-sort on the sorted one), and rows, optionally with a checkbox each to select them
// and a '⋯' menu of actions (docs/product.md#admin). A table wider than its box scrolls sideways inside a focusable
// region named after its caption, the row's name staying in view at the left and its actions at the right. The
// lesser columns can be hidden with the column chooser. On a phone a list that says how (`card`) shows each row as
// a card instead: its name, amount, status, a few facts and its primary action.
import {
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, type ReactNode, type UIEvent } from 'react';
import { adminListContent } from '../../../content/admin-lists.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { MOBILE_MEDIA_QUERY } from '../../../hooks/media-queries.ts';
import { ColumnChooser } from '../column-chooser/column-chooser.tsx';
import { useColumnVisibility } from '../column-chooser/use-column-visibility.ts';
import { DataCards, type DataCardSpec } from './data-cards.tsx';
import { RowActionsCell, RowActionsContext, type DataTableActions } from './row-actions-cell.tsx';
import { PageCheckbox, RowCheckbox } from './selection-checkboxes.tsx';
import { CardSortSelect } from './card-sort-select.tsx';
import { SortButton } from './sort-button.tsx';
import type { SortOrder } from './use-list-params.ts';
import './data-table.css';

export type { DataCardSpec } from './data-cards.tsx';
export type { DataTableActions } from './row-actions-cell.tsx';

export interface DataColumn<Row, Sort extends string = string> {
  /** Unique in the table; a sortable column's id is its sort key. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key; a column without one does not sort. */
  sort?: Sort;
  /** The order a first click sorts by: 'asc' for names and titles, 'desc' (the default) for dates and amounts. */
  firstOrder?: SortOrder;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The row's name (its first cell, a row header for assistive technology). */
  rowHeader?: boolean;
  /** Stays in view at the right edge while the table scrolls sideways (the row's actions). */
  pinEnd?: boolean;
  /**
   * A lesser column the column chooser lists, so the admin can hide it. The row's name, its amount and its status
   * never are: they show whatever the width.
   */
  hideable?: boolean;
  /** A hideable column hidden until the admin shows it (one the table can do without at a laptop's width). */
  hiddenByDefault?: boolean;
  /** A phone card's fact shown only for the rows where this holds (a payment's code, when it has one). */
  cardWhen?: (row: Row) => boolean;
}

const cellClass = (column: { numeric?: boolean; pinEnd?: boolean; rowHeader?: boolean }) =>
  [column.numeric ? 'data-table__numeric' : '', column.pinEnd ? 'data-table__pinned' : '', column.rowHeader ? 'data-table__sticky' : '']
    .filter(Boolean)
    .join(' ') || undefined;

/** The column the row actions get: last, pinned to the right edge. */
const ACTIONS_COLUMN_ID = 'row-actions';

export interface DataTableSorting<Sort extends string> {
  sort: Sort;
  order: SortOrder;
  onSort: (sort: Sort, order: SortOrder) => void;
}

/**
 * Rows chosen with a checkbox each (and one in the header for the page's rows). The selection is the page's to
 * keep, by row key: rows chosen on other pages stay chosen while this page's rows change.
 */
export interface DataTableSelection<Row> {
  /** The selected rows' keys (rowKey as text), on this page and others. */
  selected: ReadonlySet<string>;
  /** The whole new selection: this page's change applied, the other pages' keys kept. */
  onChange: (selected: ReadonlySet<string>) => void;
  /** Rows that cannot be chosen show a disabled checkbox; every row can by default. */
  canSelect?: (row: Row) => boolean;
  /** Names a row's checkbox ('Select ada@example.com'). */
  rowLabel: (row: Row) => string;
  /** Says why a row cannot be chosen (its disabled checkbox's description). */
  disabledReason?: (row: Row) => string;
  /** Names the header's checkbox, which selects or clears every selectable row on the page. */
  pageLabel: string;
}

export interface DataTableProps<Row extends RowData, Sort extends string> {
  caption: string;
  /** Hide the caption visually (a heading above already names the table); it still names the table. */
  hideCaption?: boolean;
  /** Keep stable (module scope or useMemo): new columns rebuild the table. */
  columns: readonly DataColumn<Row, Sort>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Server sorting; without it no header sorts. */
  sorting?: DataTableSorting<Sort>;
  /** A newer page is loading; the rows on show are the previous answer's. */
  isUpdating?: boolean;
  /** A checkbox column first, to choose rows. */
  selection?: DataTableSelection<Row>;
  /** Each row's actions: a '⋯' menu in a last column, in view at the right edge while the table scrolls. */
  actions?: DataTableActions<Row>;
  /** On a phone, the rows as cards: which columns make a card's title, amount, status and facts. */
  card?: DataCardSpec;
  /** The list's name in localStorage for the column chooser's choice ('payments'); without it, no chooser. */
  columnsKey?: string;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
type Features = typeof features;

export function DataTable<Row extends RowData, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { columns, card, columnsKey, sorting, actions } = props;
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const choosable = useMemo(() => columns.filter((column) => column.hideable), [columns]);
  const visibility = useColumnVisibility(columnsKey);
  const shown = columns.filter((column) => !column.hideable || visibility.isShown(column));
  // The shown columns' ids, so the table's columns are rebuilt only when the choice changes.
  const shownKey = shown.map((column) => column.id).join(' ');

  if (card && isPhone) {
    return (
      <RowActionsContext value={(actions ?? null) as DataTableActions<never> | null}>
        {sorting && <CardSortSelect columns={columns} sorting={sorting} />}
        <DataCards {...props} card={card} />
      </RowActionsContext>
    );
  }
  return (
    <RowActionsContext value={(actions ?? null) as DataTableActions<never> | null}>
      {columnsKey !== undefined && choosable.length > 0 && (
        <div className="data-table__bar">
          <ColumnChooser columns={choosable} isShown={visibility.isShown} onChange={visibility.setShown} />
        </div>
      )}
      <TableView {...props} columns={shown} columnsId={shownKey} hasActions={actions !== undefined} />
    </RowActionsContext>
  );
}

type TableViewProps<Row extends RowData, Sort extends string> = Omit<DataTableProps<Row, Sort>, 'actions' | 'card' | 'columnsKey'> & {
  /** Names the shown columns: the table's columns are rebuilt when it changes. */
  columnsId: string;
  hasActions: boolean;
};

/** A shadow on the row's name while the table is scrolled sideways, so it reads as lying over the columns. */
function markScrolled(event: UIEvent<HTMLDivElement>) {
  event.currentTarget.toggleAttribute('data-scrolled', event.currentTarget.scrollLeft > 0);
}

function TableView<Row extends RowData, Sort extends string>({
  caption,
  hideCaption = false,
  columns,
  columnsId,
  hasActions,
  rows,
  rowKey,
  sorting,
  isUpdating = false,
  selection,
}: TableViewProps<Row, Sort>) {
  const captionId = useId();
  const reasonIdPrefix = useId();
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<Features, Row>();
    const withActions: DataColumn<Row, Sort>[] = hasActions
      ? [...columns, { id: ACTIONS_COLUMN_ID, header: adminListContent.actions, pinEnd: true, cell: (row) => <RowActionsCell row={row} /> }]
      : [...columns];
    return helper.columns(
      withActions.map((column) =>
        helper.accessor((row) => row, {
          id: column.sort ?? column.id,
          header: column.header,
          cell: (context) => column.cell(context.row.original),
          enableSorting: column.sort !== undefined,
          sortDescFirst: (column.firstOrder ?? 'desc') === 'desc',
          meta: column,
        }),
      ),
    );
    // The ids stand for the columns: a screen's columns are stable, the choice of them is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columnsId, hasActions]);
  const sortingState: SortingState = sorting ? [{ id: sorting.sort, desc: sorting.order === 'desc' }] : [];
  const selectionState: RowSelectionState = Object.fromEntries([...(selection?.selected ?? [])].map((key) => [key, true as const]));

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as Row[],
    getRowId: (row) => String(rowKey(row)),
    state: { sorting: sortingState, rowSelection: selectionState },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sortingState) : updater;
      const first = next[0];
      if (sorting && first) sorting.onSort(first.id as Sort, first.desc ? 'desc' : 'asc');
    },
    manualSorting: true,
    enableSorting: sorting !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selection ? (row) => selection.canSelect?.(row.original) ?? true : false,
    // Shift-click selects the rows between the last one clicked and this one.
    enableRowRangeSelection: true,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(selectionState) : updater;
      selection?.onChange(new Set(Object.keys(next)));
    },
  });

  return (
    <div className={`data-table${selection ? ' data-table--selectable' : ''}`} aria-busy={isUpdating || undefined}>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0} onScroll={markScrolled}>
        <table className="data-table__table">
          <caption id={captionId} className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="data-table__select">
                    <PageCheckbox
                      label={selection.pageLabel}
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={!table.getIsAllPageRowsSelected() && table.getIsSomePageRowsSelected()}
                      disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
                      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = header.column.columnDef.meta as DataColumn<Row, Sort>;
                  const direction = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClass(column)}
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <SortButton header={column.header} direction={direction} onClick={header.column.getToggleSortingHandler()} />
                      ) : column.id === ACTIONS_COLUMN_ID ? (
                        // The '⋯' buttons say what they are: the header needs no room of its own.
                        <span className="visually-hidden">{column.header}</span>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row, index) => (
              <tr key={row.id} className={row.getIsSelected() ? 'data-table__row--selected' : undefined}>
                {selection && (
                  <td className="data-table__select">
                    <RowCheckbox
                      label={selection.rowLabel(row.original)}
                      checked={row.getIsSelected()}
                      disabledReason={row.getCanSelect() ? null : (selection.disabledReason?.(row.original) ?? '')}
                      reasonId={`${reasonIdPrefix}-${index}`}
                      onToggle={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => {
                  const column = cell.column.columnDef.meta as DataColumn<Row, Sort>;
                  const className = cellClass(column);
                  return column.rowHeader ? (
                    <th key={cell.id} scope="row" className={className}>
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
