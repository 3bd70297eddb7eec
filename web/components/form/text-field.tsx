import { useId, type ComponentProps, type ReactNode } from 'react';
import './form.css';

// ComponentProps<'input'> carries `ref` (a plain prop since React 19), which form bindings hand to the input.
export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  name: string;
  error?: string;
  /** Rendered inside the input's frame, after it (a show/hide password toggle). */
  trailing?: ReactNode;
}

/** A labelled input whose error message is tied to it for assistive technology. */
export function TextField({ label, error, trailing, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const errorId = `${inputId}-error`;
  const frameClass = ['field__frame', trailing ? 'field__frame--trailing' : '', error ? 'field__frame--invalid' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={frameClass}>
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
