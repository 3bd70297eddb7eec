// What the Codes screen shows of each code (docs/product.md#offers): the table's columns (and a phone card's parts) and
// the row's menu: Redemptions, then Enable, or Disable (confirmed, set apart).
import { useState } from 'react';
import type { AdminCode, CODE_SORTS } from '../../../common/admin-offers.ts';
import { formatPrice } from '../../../common/format.ts';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell, StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { FilmsCell, useOfferCatalogue } from '../../components/admin/offers/offer-catalogue.tsx';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { adminCodesContent as content, discountText, usesText } from '../../content/admin-codes.ts';

export type CodeSort = (typeof CODE_SORTS)[number];

/** Beside Active, why the code is refused all the same: ended, all its uses taken, or not started yet. */
function refusalOf(code: AdminCode, nowMs: number): string | null {
  if (code.ends_at !== null && Date.parse(code.ends_at) <= nowMs) return content.expired;
  if (code.max_redemptions !== null && code.redemptions >= code.max_redemptions) return content.usedUp;
  if (code.starts_at !== null && Date.parse(code.starts_at) > nowMs) return content.scheduled;
  return null;
}

function CodeStatus({ code }: { code: AdminCode }) {
  // The moment the row was drawn: a code that ends while the list is on show says so when it is next read.
  const [nowMs] = useState(Date.now);
  const refusal = code.is_active ? refusalOf(code, nowMs) : null;
  return (
    <span className="admin-wrap">
      {code.is_active ? <StatusBadge tone="success">{content.active}</StatusBadge> : <StatusBadge tone="muted">{content.disabled}</StatusBadge>}
      {refusal && <StatusBadge tone="danger">{refusal}</StatusBadge>}
      {code.email !== null && <StatusBadge tone="accent">{content.screener}</StatusBadge>}
    </span>
  );
}

/** A start or an end in the studio's time zone, or 'No limit'. */
function CodeDate({ value }: { value: string | null }) {
  const { timeZone } = useOfferCatalogue();
  return value === null ? content.noLimit : <DateTimeCell value={value} timeZone={timeZone} />;
}

export const codeColumns: DataColumn<AdminCode, CodeSort>[] = [
  {
    id: 'code',
    header: content.columns.code,
    sort: 'code',
    firstOrder: 'asc',
    rowHeader: true,
    cell: (code) => <span className="offer-code">{code.code}</span>,
  },
  { id: 'discount', header: content.columns.discount, cell: (code) => <span className="data-table__nowrap">{discountText(code)}</span> },
  {
    id: 'films',
    header: content.columns.films,
    hideable: true,
    cell: (code) => <FilmsCell movieIds={code.movie_ids} noneText={content.allFilms} count={content.films} unknownFilm={content.unknownFilm} />,
  },
  { id: 'uses', header: content.columns.uses, sort: 'redemptions', numeric: true, cell: usesText },
  { id: 'per_viewer', header: content.columns.perViewer, numeric: true, hideable: true, cell: (code) => code.per_viewer ?? content.noLimit },
  { id: 'revenue', header: content.columns.revenue, sort: 'revenue', numeric: true, cell: (code) => formatPrice(code.revenue) },
  { id: 'starts', header: content.columns.starts, hideable: true, cell: (code) => <CodeDate value={code.starts_at} /> },
  { id: 'ends', header: content.columns.ends, hideable: true, cardWhen: (code) => code.ends_at !== null, cell: (code) => <CodeDate value={code.ends_at} /> },
  {
    id: 'email',
    header: content.columns.email,
    hideable: true,
    cardWhen: (code) => code.email !== null,
    cell: (code) => code.email ?? content.noEmail,
  },
  { id: 'status', header: content.columns.status, cell: (code) => <CodeStatus code={code} /> },
  {
    id: 'created',
    header: content.columns.created,
    sort: 'created_at',
    hideable: true,
    hiddenByDefault: true,
    cell: (code) => <DateTimeCell value={code.created_at} />,
  },
];

export const codeCard = { title: 'code', amount: 'revenue', status: 'status', meta: ['discount', 'uses', 'films', 'ends', 'email'] } as const;

/** What the screen does to a code. */
export interface CodeHandlers {
  showRedemptions: (code: AdminCode) => void;
  /** Asks to confirm Disable or Enable. */
  toggleActive: (code: AdminCode) => void;
}

export function codeActions(code: AdminCode, { showRedemptions, toggleActive }: CodeHandlers): RowAction[] {
  const label = (action: string) => content.actionLabel(action, code.code);
  return [
    { label: content.redemptions, ariaLabel: label(content.redemptions), primary: true, onSelect: () => showRedemptions(code) },
    code.is_active
      ? { label: content.disable, ariaLabel: label(content.disable), destructive: true, onSelect: () => toggleActive(code) }
      : { label: content.enable, ariaLabel: label(content.enable), onSelect: () => toggleActive(code) },
  ];
}
