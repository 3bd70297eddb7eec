// A phone's sort of a DataTable shown as cards: with no column headers to press, a select offers each sortable
// column in both orders, the order its header would sort by first ('Amount, descending').
import { adminListContent as content } from '../../../content/admin-lists.ts';
import type { DataColumn, DataTableSorting } from './data-table.tsx';
import { SortSelect, type SortChoice } from './list-controls.tsx';
import type { SortOrder } from './use-list-params.ts';

export function CardSortSelect<Row, Sort extends string>({
  columns,
  sorting,
}: {
  columns: readonly DataColumn<Row, Sort>[];
  sorting: DataTableSorting<Sort>;
}) {
  const choices: SortChoice<Sort>[] = columns.flatMap((column) => {
    if (column.sort === undefined) return [];
    const first: SortOrder = column.firstOrder ?? 'desc';
    const second: SortOrder = first === 'desc' ? 'asc' : 'desc';
    return [first, second].map((order) => ({ sort: column.sort as Sort, order, label: content.sortChoice(column.header, order) }));
  });
  return (
    <div className="data-cards__sort">
      <SortSelect choices={choices} sort={sorting.sort} order={sorting.order} onSort={sorting.onSort} />
    </div>
  );
}
