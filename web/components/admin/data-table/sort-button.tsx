// A sortable column's header: a button that sorts by it, with the arrows of its order.
import { adminListContent as content } from '../../../content/admin-lists.ts';
import type { SortOrder } from './use-list-params.ts';

/** `direction`: the column's order when it is the sort, false when it is not. */
export function SortButton({ header, direction, onClick }: { header: string; direction: false | SortOrder; onClick?: (event: unknown) => void }) {
  return (
    <button type="button" className={`data-table__sort${direction ? ' data-table__sort--active' : ''}`} onClick={onClick}>
      {header}
      <SortIcon direction={direction} />
      {direction && (
        <span className="visually-hidden">{`, ${direction === 'asc' ? content.sortedAscending : content.sortedDescending}`}</span>
      )}
    </button>
  );
}

/** Both arrows when the column is not the sort; the one of its order when it is. */
function SortIcon({ direction }: { direction: false | SortOrder }) {
  return (
    <svg className="data-table__sort-icon" viewBox="0 0 12 16" width="10" height="14" aria-hidden="true" focusable="false">
      {direction !== 'desc' && <path d="M6 2 10 7H2z" fill="currentColor" opacity={direction ? 1 : 0.45} />}
      {direction !== 'asc' && <path d="M6 14 2 9h8z" fill="currentColor" opacity={direction ? 1 : 0.45} />}
    </svg>
  );
}
