// Every form's fields, public and admin alike: an input, a textarea, a select and a checkbox, each with its label,
// an optional hint under it and its message tied to the control for assistive technology (aria-describedby,
// aria-invalid). Each takes the binding of useZodForm's `field(name)` spread on it.
import { useId, type ComponentProps, type ReactNode } from 'react';
import './form.css';
import './fields.css';

interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** What ties the control to its label, hint and message: its id, aria-invalid and aria-describedby. */
  control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined): FieldIds {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = { id: inputId, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  return { inputId, hintId, errorId, control };
}

interface FieldFrameProps {
  label: string;
  ids: FieldIds;
  hint?: string;
  error?: string;
  className?: string;
  frameClassName?: string;
  children: ReactNode;
}

/** Label, framed control, hint and message: the layout every field shares. */
function FieldFrame({ label, ids, hint, error, className, frameClassName, children }: FieldFrameProps) {
  const frameClass = ['field__frame', frameClassName, error ? 'field__frame--invalid' : ''].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <div className={frameClass}>{children}</div>
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the message under a control (the ids its aria-describedby names). */
function FieldNotes({ ids, hint, error, hintClassName }: { ids: FieldIds; hint?: string; error?: string; hintClassName?: string }) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={['field__hint', hintClassName].filter(Boolean).join(' ')}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} error={error} />
    </>
  );
}

/** A field's message, when it has one; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

interface CommonProps {
  label: string;
  name: string;
  /** A line under the control saying what the value does ('0 makes the film free to watch'). */
  hint?: string;
  error?: string;
}

// ComponentProps<'input'> carries `ref` (a plain prop since React 19), which form bindings hand to the input.
export type InputFieldProps = ComponentProps<'input'> &
  CommonProps & {
    /** Rendered inside the input's frame, after it (a show/hide password toggle). */
    trailing?: ReactNode;
  };

/** A labelled input with an optional hint. */
export function InputField({ label, hint, error, trailing, id, className, ...inputProps }: InputFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} className={className} frameClassName={trailing ? 'field__frame--trailing' : undefined}>
      <input className="field__input" {...ids.control} {...inputProps} />
      {trailing}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & CommonProps;

export function TextAreaField({ label, hint, error, id, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} className={className}>
      <textarea className="field__input field__input--multiline" rows={rows} {...ids.control} {...textareaProps} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = ComponentProps<'select'> & CommonProps & { options: readonly SelectOption[] };

export function SelectField({ label, hint, error, id, className, options, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} ids={ids} hint={hint} error={error} className={className} frameClassName="field__frame--select">
      <select className="field__input field__select" {...ids.control} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className="field__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & CommonProps;

/** A checkbox with its label beside it (and a hint under both). */
export function CheckboxField({ label, hint, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['field checkbox-field', className].filter(Boolean).join(' ')}>
      <div className="checkbox-field__row">
        <input type="checkbox" className="checkbox-field__input" {...ids.control} {...inputProps} />
        <label className="checkbox-field__label" htmlFor={ids.inputId}>
          {label}
        </label>
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} hintClassName="checkbox-field__hint" />
    </div>
  );
}
