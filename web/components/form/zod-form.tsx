import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from './form-alert.tsx';
import type { ZodFormState } from './use-zod-form.ts';
import './form.css';

/** The form element of a useZodForm form: the server's error on top, busy while the call runs. */
export function ZodForm<Values extends FieldValues, Output>({
  form,
  children,
}: {
  form: ZodFormState<Values, Output>;
  children: ReactNode;
}) {
  return (
    <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={form.isSubmitting}>
      {form.serverError && <FormAlert>{form.serverError}</FormAlert>}
      {children}
    </form>
  );
}

export interface SubmitButtonProps<Values extends FieldValues, Output> {
  form: ZodFormState<Values, Output>;
  /** The label while the call runs ('Logging in...'). */
  busyLabel: string;
  /** Also disabled for this (a form that waits until it is valid). */
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton<Values extends FieldValues, Output>({
  form,
  busyLabel,
  disabled = false,
  children,
}: SubmitButtonProps<Values, Output>) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={form.isSubmitting || disabled}>
      {form.isSubmitting ? busyLabel : children}
    </button>
  );
}
