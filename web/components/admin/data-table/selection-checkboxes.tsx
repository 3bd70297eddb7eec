// The checkboxes of a DataTable with a selection: one in the header for the page's rows, one a row.

/** The header's checkbox: checked when every selectable row of the page is, mixed when some are. */
export function PageCheckbox({
  label,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      // "Mixed" is a DOM property only: set it on every render.
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      type="checkbox"
      className="data-table__checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A row's checkbox; one that cannot be ticked says why (a null reason: it can). */
export function RowCheckbox({
  label,
  checked,
  disabledReason,
  reasonId,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabledReason: string | null;
  reasonId: string;
  onToggle: (event: unknown) => void;
}) {
  const isDisabled = disabledReason !== null;
  return (
    <>
      <input
        type="checkbox"
        className="data-table__checkbox"
        aria-label={label}
        aria-describedby={isDisabled && disabledReason ? reasonId : undefined}
        title={isDisabled && disabledReason ? disabledReason : undefined}
        checked={checked}
        disabled={isDisabled}
        // React's change event of a checkbox is the click, whose Shift key asks for a range.
        onChange={onToggle}
      />
      {isDisabled && disabledReason && (
        <span id={reasonId} className="visually-hidden">
          {disabledReason}
        </span>
      )}
    </>
  );
}
