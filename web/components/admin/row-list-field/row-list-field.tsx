// An ordered list edited as rows of inputs (a film's credits, its laurels; a select each for the films of a bundle or
// a code): add a row, remove one, move one up or down. Bound to a react-hook-form array field; the form's schema turns
// the rows into what the server reads. Each row is a group named after its place ('Credit 2'), so its inputs and
// buttons make sense to a screen reader.
import { useId, type ReactNode } from 'react';
import { useFieldArray, useFormState, type ArrayPath, type FieldArray, type FieldValues, type Path } from 'react-hook-form';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { LineIcon, roundStroke } from '../../line-icon/line-icon.tsx';
import { FieldError, InputField, SelectField, type SelectOption } from '../../form/fields.tsx';
import './row-list-field.css';

/** One input of each row: the row's key it edits, its label, and the input's own attributes. */
export interface RowColumn<Row> {
  key: keyof Row & string;
  label: string;
  /** A short value (a year): a narrow input. */
  narrow?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric';
  /** A choice among these (a film of the catalogue) instead of text. */
  options?: readonly SelectOption[];
}

interface RowListTexts {
  legend: string;
  hint?: string;
  /** Shown while there is no row. */
  empty: string;
  add: string;
  /** A row's name ('Credit 2') and its buttons' names, by its position from 1. */
  row: (position: number) => string;
  remove: (position: number) => string;
  moveUp: (position: number) => string;
  moveDown: (position: number) => string;
}

export interface RowListFieldProps<Values extends FieldValues, Output, Row> {
  form: ZodFormState<Values, Output>;
  name: ArrayPath<Values>;
  columns: readonly RowColumn<Row>[];
  /** The values of an added row. */
  emptyRow: Row;
  maxRows: number;
  texts: RowListTexts;
}

export function RowListField<Values extends FieldValues, Output, Row>({
  form,
  name,
  columns,
  emptyRow,
  maxRows,
  texts,
}: RowListFieldProps<Values, Output, Row>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { control } = form.hookForm;
  const rows = useFieldArray({ control, name });
  const listPath = name as Path<Values>;
  const formState = useFormState({ control, name: listPath });
  // One message for the whole list: the schema judges the list as the server does. react-hook-form keeps it on the
  // list itself while it has no rows, on its `root` once it has some.
  const listError = (path: string) => form.hookForm.getFieldState(path as Path<Values>, formState).error?.message;
  const error = listError(`${name}.root`) ?? listError(name);
  const describedBy = [texts.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  // An edit of any row takes the list's message away until the next submit, as a field's own edit does.
  const clearListMessage = () => {
    if (error) form.hookForm.clearErrors(listPath);
  };

  return (
    <fieldset className="row-list" aria-describedby={describedBy}>
      <legend className="field__label row-list__legend">{texts.legend}</legend>
      {texts.hint && (
        <p id={hintId} className="field__hint">
          {texts.hint}
        </p>
      )}
      {rows.fields.length === 0 ? (
        <p className="admin-hint">{texts.empty}</p>
      ) : (
        <ol className="row-list__rows">
          {rows.fields.map((row, index) => (
            <li key={row.id}>
              <RowFields
                form={form}
                name={name}
                columns={columns}
                texts={texts}
                position={index + 1}
                count={rows.fields.length}
                onChange={clearListMessage}
                onMove={(to) => {
                  rows.move(index, to);
                  clearListMessage();
                }}
                onRemove={() => {
                  rows.remove(index);
                  clearListMessage();
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <FieldError id={errorId} error={error} />
      <button
        type="button"
        className="button button--secondary button--small row-list__add"
        disabled={form.isSubmitting || rows.fields.length >= maxRows}
        onClick={() => rows.append(emptyRow as FieldArray<Values, ArrayPath<Values>>)}
      >
        <LineIcon size={16}>
          <path d="M12 5v14M5 12h14" {...roundStroke(2)} />
        </LineIcon>
        {texts.add}
      </button>
    </fieldset>
  );
}

interface RowFieldsProps<Values extends FieldValues, Output, Row> extends Pick<
  RowListFieldProps<Values, Output, Row>,
  'form' | 'name' | 'columns' | 'texts'
> {
  /** From 1. */
  position: number;
  count: number;
  onChange: () => void;
  /** Moves the row to this index. */
  onMove: (index: number) => void;
  onRemove: () => void;
}

/** One row: a group named after its place, its inputs, then its buttons. */
function RowFields<Values extends FieldValues, Output, Row>({
  form,
  name,
  columns,
  texts,
  position,
  count,
  onChange,
  onMove,
  onRemove,
}: RowFieldsProps<Values, Output, Row>) {
  const index = position - 1;
  return (
    <fieldset className="admin-tile row-list__row" onChange={onChange}>
      <legend className="visually-hidden">{texts.row(position)}</legend>
      {columns.map((column) => {
        const className = column.narrow ? 'row-list__cell row-list__cell--narrow' : 'row-list__cell';
        const binding = form.field(`${name}.${index}.${column.key}` as Path<Values>);
        return column.options ? (
          <SelectField key={column.key} className={className} label={column.label} options={column.options} {...binding} />
        ) : (
          <InputField
            key={column.key}
            className={className}
            label={column.label}
            autoComplete="off"
            placeholder={column.placeholder}
            maxLength={column.maxLength}
            inputMode={column.inputMode}
            {...binding}
          />
        );
      })}
      <RowTools position={position} count={count} texts={texts} disabled={form.isSubmitting} onMove={onMove} onRemove={onRemove} />
    </fieldset>
  );
}

interface RowToolsProps {
  position: number;
  count: number;
  texts: RowListTexts;
  disabled: boolean;
  /** Moves the row to this index. */
  onMove: (index: number) => void;
  onRemove: () => void;
}

/** Up, down and remove: icon buttons named after the row they act on. */
function RowTools({ position, count, texts, disabled, onMove, onRemove }: RowToolsProps) {
  const index = position - 1;
  return (
    <div className="row-list__tools">
      <ToolButton label={texts.moveUp(position)} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
        <path d="m6 15 6-6 6 6" {...roundStroke(2)} />
      </ToolButton>
      <ToolButton label={texts.moveDown(position)} disabled={disabled || position === count} onClick={() => onMove(index + 1)}>
        <path d="m6 9 6 6 6-6" {...roundStroke(2)} />
      </ToolButton>
      <ToolButton label={texts.remove(position)} disabled={disabled} onClick={onRemove} danger>
        <path d="M6 6l12 12M18 6 6 18" {...roundStroke(2)} />
      </ToolButton>
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, disabled, danger = false, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={`touch-box row-list__tool${danger ? ' row-list__tool--danger' : ''}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <LineIcon size={18}>{children}</LineIcon>
    </button>
  );
}
