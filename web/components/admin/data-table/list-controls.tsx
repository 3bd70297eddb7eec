// The controls around an admin list: the search box (applied as the admin pauses typing), filter and sort
// selects, the line saying which rows are on show with the pager, the status badge and Export CSV.
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../../common/paging.ts';
import type { AdminPagination } from '../../../../common/admin-business.ts';
import { useListExport, type CsvList } from '../../../api/admin/download-admin-csv.ts';
import type { AdminListQuery } from '../../../api/admin/list-query.ts';
import { formatDate } from '../../../../common/format.ts';
import { adminListContent as content, formatDay, formatTime, readableDate, type ListNoun } from '../../../content/admin-lists.ts';
import { LineIcon, roundStroke } from '../../line-icon/line-icon.tsx';
import { Pagination } from '../../pagination/pagination.tsx';
import { SelectField, type SelectOption } from '../../form/fields.tsx';
import '../admin-card-grid/admin-card-grid.css';
import type { SortOrder } from './use-list-params.ts';
import './list-controls.css';

const SEARCH_DEBOUNCE_MS = 300;

/** The row of search and filters above a list; wraps on narrow screens. */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="spread-row list-toolbar">
      <div className="list-toolbar__fields">{children}</div>
      {actions && <div className="button-row list-toolbar__actions">{actions}</div>}
    </div>
  );
}

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search applied (the URL's). */
  value: string;
  /** Called SEARCH_DEBOUNCE_MS after the last keystroke, at once on Enter, with the text trimmed. */
  onSearch: (search: string) => void;
}

/**
 * A search field that applies what is typed once the admin pauses, so the list is not asked for at every
 * keystroke. It follows the applied search when that changes elsewhere (Back, a link).
 */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  // The applied search last seen, and the last one this box asked for: a change that is not the box's own
  // (Back, a link) replaces what the field shows; its own leaves alone what was typed since.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== sent) setDraft(value);
  }
  const apply = (text: string) => {
    setSent(text.trim());
    onSearch(text.trim());
  };
  const applyTyped = useEffectEvent(apply);

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => applyTyped(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      className="field list-search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__frame">
        <svg className="list-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="search"
          className="field__input list-search__input"
          placeholder={placeholder}
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
    </form>
  );
}

export interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly SelectOption[];
  onChange: (value: Value) => void;
}

/** One filter of a list ('Status: All rentals'). */
export function FilterSelect<Value extends string>({ label, value, options, onChange }: FilterSelectProps<Value>) {
  return (
    <SelectField
      label={label}
      name={label}
      className="list-toolbar__select"
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value as Value)}
    />
  );
}

export interface SortChoice<Sort extends string> {
  sort: Sort;
  order: SortOrder;
  label: string;
}

/** The sort of a list without column headers (the user cards): each choice a column and an order. */
export function SortSelect<Sort extends string>({
  label = content.sortBy,
  choices,
  sort,
  order,
  onSort,
}: {
  label?: string;
  choices: readonly SortChoice<Sort>[];
  sort: Sort;
  order: SortOrder;
  onSort: (sort: Sort, order: SortOrder) => void;
}) {
  const valueOf = (choice: { sort: string; order: string }) => `${choice.sort}:${choice.order}`;
  const current = valueOf({ sort, order });
  const options = choices.map((choice) => ({ value: valueOf(choice), label: choice.label }));
  // A sort picked elsewhere (a link) that is not one of the choices still shows as itself.
  if (!options.some((option) => option.value === current)) options.push({ value: current, label: `${sort} (${order})` });
  return (
    <FilterSelect
      label={label}
      value={current}
      options={options}
      onChange={(value) => {
        const choice = choices.find((candidate) => valueOf(candidate) === value);
        if (choice) onSort(choice.sort, choice.order);
      }}
    />
  );
}

export interface ListPagerProps {
  pagination: AdminPagination;
  /** 'Showing 1–20 of 134 rentals', 'Showing 1–1 of 1 rental'. */
  noun: ListNoun;
  /** Names the pager's navigation ('Rentals pages'). */
  label: string;
  onPageChange: (page: number) => void;
  isUpdating?: boolean;
}

/** Which rows are on show, and the pager (absent when everything fits on one page). */
export function ListPager({ pagination, noun, label, onPageChange, isUpdating = false }: ListPagerProps) {
  const { total, page, limit, totalPages } = pagination;
  const first = total === 0 ? 0 : Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  // A page past the end (an old link, or the last row of the last page refunded or filtered away) moves to the
  // last page rather than showing an empty list with no pager to leave it.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);
  return (
    <div className="list-pager">
      <p className="admin-wrap list-pager__range" role="status">
        {content.range(first, last, total, noun)}
        {isUpdating && <span className="list-pager__updating">{content.updating}</span>}
      </p>
      <Pagination currentPage={page} totalPages={totalPages} onPageChange={onPageChange} label={label} />
    </div>
  );
}

/**
 * A date and time in a table cell: the day, the time under it (narrower than one long line). Every admin date
 * goes through it: an empty one reads 'N/A', an unreadable one 'Invalid Date' (docs/product.md#validation). In the
 * browser's time, or in `timeZone` (a code's dates, in the studio's), which the time then names.
 */
export function DateTimeCell({ value, timeZone }: { value: string | null | undefined; timeZone?: string }) {
  if (!value || !readableDate(value)) return <span className="data-table__date">{formatDate(value)}</span>;
  return (
    <time className="data-table__stack data-table__date" dateTime={value}>
      <span>{formatDay(value, timeZone)}</span>
      <span className="admin-hint admin-hint--small">{formatTime(value, timeZone)}</span>
    </time>
  );
}

/**
 * A rental's end, or 'Not started' while it has none: its clock waits for the first play (a window to start) or
 * for the premiere (docs/product.md#premieres-and-windows).
 */
export function RentalEndCell({ value }: { value: string | null }) {
  if (value === null) return <span className="data-table__date">{content.notStarted}</span>;
  return <DateTimeCell value={value} />;
}

export type StatusTone = 'success' | 'muted' | 'accent' | 'danger';

/** A status pill ('Active', 'Refunded'), in the admin cards' badge look. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}

export interface ExportButtonProps {
  list: CsvList;
  /** The list's filters, sort and search. */
  query: AdminListQuery;
  /** Told 'Failed to export the list' when the download fails. */
  onFailed: (text: string) => void;
}

/** Export CSV of the list as filtered; busy while the file downloads. */
export function ExportButton({ list, query, onFailed }: ExportButtonProps) {
  const { exportList, isExporting } = useListExport(list, query, onFailed);
  return (
    <button type="button" className="button button--secondary" onClick={exportList} disabled={isExporting}>
      <LineIcon size={16}>
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" {...roundStroke(2)} />
      </LineIcon>
      {isExporting ? content.exporting : content.exportCsv}
    </button>
  );
}
