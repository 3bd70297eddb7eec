// The column chooser above an admin table (docs/product.md#admin): a 'Columns' button opening a panel with a
// checkbox for each lesser column. The row's name, its amount and its status are never in it: they always show.
// Tab and Space work the boxes; Esc closes the panel and gives the focus back to the button.
import { useId, useState, type KeyboardEvent } from 'react';
import { adminListContent as content } from '../../../content/admin-lists.ts';
import '../row-actions/row-actions.css';
import { PANEL_POPOVER, useAnchoredPopover } from '../row-actions/use-anchored-popover.ts';
import type { ChoosableColumn } from './use-column-visibility.ts';
import './column-chooser.css';

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  isShown: (column: ChoosableColumn) => boolean;
  onChange: (id: string, shown: boolean) => void;
}

export function ColumnChooser({ columns, isShown, onChange }: ColumnChooserProps) {
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const { containerRef, buttonRef, panelRef } = useAnchoredPopover<HTMLButtonElement, HTMLFieldSetElement>(isOpen, () => setOpen(false));
  if (columns.length === 0) return null;

  const onPanelKey = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="anchored column-chooser" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small column-chooser__button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen(!isOpen)}
      >
        <ColumnsIcon />
        {content.columns}
      </button>
      {isOpen && (
        // Manual: the hook closes it (a press outside, the focus leaving), Esc above.
        <fieldset ref={panelRef} id={panelId} popover={PANEL_POPOVER} className="popover anchored__panel column-chooser__panel" onKeyDown={onPanelKey}>
          <legend className="column-chooser__legend">{content.columnsLegend}</legend>
          {columns.map((column) => (
            <label key={column.id} className="popover__item column-chooser__option">
              <input
                type="checkbox"
                className="data-table__checkbox"
                checked={isShown(column)}
                onChange={(event) => onChange(column.id, event.target.checked)}
              />
              {column.header}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** Three columns. */
function ColumnsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 5h16v14H4zM9.5 5v14M14.5 5v14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
