// A DataTable on a phone (docs/product.md#admin): each row a card with its name, its amount, its status, a few
// facts under their column's header and its primary action beside its '⋯' menu. One card layout for every list:
// each list says which of its columns fill which part (`card`), the cells are the table's own.
import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import type { DataColumn, DataTableProps } from './data-table.tsx';
import { CardActions } from './row-actions-cell.tsx';
import { PageCheckbox, RowCheckbox } from './selection-checkboxes.tsx';
import './data-cards.css';

/** Which columns (by id) make a card: its title (the row's name), amount, status and quieter facts. */
export interface DataCardSpec {
  title: string;
  amount?: string;
  status?: string;
  /** Shown under the status, each under its column's header (dates, the customer of a payment). */
  meta?: readonly string[];
}

type DataCardsProps<Row extends RowData, Sort extends string> = DataTableProps<Row, Sort> & { card: DataCardSpec };

export function DataCards<Row extends RowData, Sort extends string>({ caption, columns, rows, rowKey, card, isUpdating = false, selection }: DataCardsProps<Row, Sort>) {
  const reasonIdPrefix = useId();
  const byId = new Map(columns.map((column) => [column.id, column]));
  const part = (id: string | undefined) => (id === undefined ? undefined : byId.get(id));
  const title = part(card.title);
  const amount = part(card.amount);
  const status = part(card.status);
  const meta = (card.meta ?? []).map(part).filter((column) => column !== undefined);
  if (!title) return null;

  const selectable = selection ? rows.filter((row) => selection.canSelect?.(row) ?? true) : [];
  const keyOf = (row: Row) => String(rowKey(row));
  const isSelected = (row: Row) => selection?.selected.has(keyOf(row)) ?? false;
  const setSelected = (changed: readonly Row[], checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of changed) {
      if (checked) next.add(keyOf(row));
      else next.delete(keyOf(row));
    }
    selection.onChange(next);
  };

  return (
    <div className="data-cards" aria-busy={isUpdating || undefined}>
      {selection && (
        <label className="data-cards__select-all">
          <PageCheckbox
            label={selection.pageLabel}
            checked={selectable.length > 0 && selectable.every(isSelected)}
            indeterminate={selectable.some(isSelected) && !selectable.every(isSelected)}
            disabled={selectable.length === 0}
            onChange={(checked) => setSelected(selectable, checked)}
          />
          <span aria-hidden="true">{selection.pageLabel}</span>
        </label>
      )}
      <ul className="data-cards__list" aria-label={caption}>
        {rows.map((row, index) => (
          <DataCard
            key={keyOf(row)}
            row={row}
            parts={{ title, amount, status, meta }}
            checkbox={
              selection && (
                <RowCheckbox
                  label={selection.rowLabel(row)}
                  checked={isSelected(row)}
                  disabledReason={(selection.canSelect?.(row) ?? true) ? null : (selection.disabledReason?.(row) ?? '')}
                  reasonId={`${reasonIdPrefix}-${index}`}
                  onToggle={() => setSelected([row], !isSelected(row))}
                />
              )
            }
            isSelected={isSelected(row)}
          />
        ))}
      </ul>
    </div>
  );
}

interface CardParts<Row, Sort extends string> {
  title: DataColumn<Row, Sort>;
  amount?: DataColumn<Row, Sort>;
  status?: DataColumn<Row, Sort>;
  meta: readonly DataColumn<Row, Sort>[];
}

function DataCard<Row, Sort extends string>({
  row,
  parts,
  checkbox,
  isSelected,
}: {
  row: Row;
  parts: CardParts<Row, Sort>;
  checkbox: ReactNode;
  isSelected: boolean;
}) {
  const titleId = useId();
  const { title, amount, status } = parts;
  const meta = parts.meta.filter((column) => column.cardWhen?.(row) ?? true);
  return (
    <li className={`data-card${isSelected ? ' data-card--selected' : ''}`}>
      <article className="data-card__body" aria-labelledby={titleId}>
        <div className="data-card__head">
          {checkbox && <span className="data-card__check">{checkbox}</span>}
          <h2 id={titleId} className="data-card__title">
            {title.cell(row)}
          </h2>
          {amount && (
            <p className="data-card__amount">
              <span className="visually-hidden">{`${amount.header}: `}</span>
              {amount.cell(row)}
            </p>
          )}
        </div>
        {status && <div className="data-card__status">{status.cell(row)}</div>}
        {meta.length > 0 && (
          <dl className="data-card__meta">
            {meta.map((column) => (
              <div key={column.id} className="data-card__fact">
                <dt>{column.header}</dt>
                <dd>{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        )}
        <CardActions row={row} />
      </article>
    </li>
  );
}
