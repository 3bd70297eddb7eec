// The admin's table of a server-paged list (TanStack Table v9, sorting done by the server): a caption, column
// headers that sort (a button in each, aria-sort on the sorted one), and rows, optionally with a checkbox each
// to select them. On a narrow screen the table scrolls sideways inside a focusable region named after its
// caption, so the page itself never does.
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
import { useId, useMemo, type ReactNode } from 'react';
import { PageCheckbox, RowCheckbox } from './selection-checkboxes.tsx';
import { SortButton } from './sort-button.tsx';
import type { SortOrder } from './use-list-params.ts';
import './data-table.css';

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
}

const cellClass = (column: { numeric?: boolean; pinEnd?: boolean }) =>
  [column.numeric ? 'data-table__numeric' : '', column.pinEnd ? 'data-table__pinned' : ''].filter(Boolean).join(' ') || undefined;

interface DataTableSorting<Sort extends string> {
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
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
type Features = typeof features;

export function DataTable<Row extends RowData, Sort extends string>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sorting,
  isUpdating = false,
  selection,
}: DataTableProps<Row, Sort>) {
  const captionId = useId();
  const reasonIdPrefix = useId();
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<Features, Row>();
    return helper.columns(
      columns.map((column) =>
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
  }, [columns]);
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
    <div className="data-table" aria-busy={isUpdating || undefined}>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
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
