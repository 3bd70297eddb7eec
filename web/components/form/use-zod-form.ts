// The one way to build a form (docs/decisions/0010): react-hook-form checks the values with a zod schema from
// common/ (the server checks the body with the same one), then hands them to a mutation hook from web/api/.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../../api/api-client.ts';

/** What a form needs of its mutation; TanStack's useMutation result fits. */
export interface FormMutation<Values, Result = unknown> {
  mutate(values: Values, options?: { onSuccess?: (result: Result) => void }): void;
  isPending: boolean;
  error: Error | null;
}

export type Schema = z.ZodType<FieldValues, FieldValues>;

export interface ZodFormOptions<S extends Schema, Result> {
  schema: S;
  /** Every field's starting value ('' for text inputs, so that they are controlled from the start). */
  defaultValues: DefaultValues<z.input<S>>;
  /** Called with the parsed values once the schema accepts them. */
  mutation: FormMutation<z.output<S>, Result>;
  /** Shown when the call fails with no text of the server's own (the defaults of docs/product.md#errors). */
  failureText: string;
  /** After a successful call (close the modal, clear the form). */
  onSuccess?: (result: Result) => void;
  /**
   * Judge each field as it changes (a form whose submit waits until it is valid, like the review form).
   * Otherwise messages appear on submit, and editing a field takes its message away until the next submit.
   */
  validateWhileTyping?: boolean;
}

/** Props for an InputField or PasswordField: the input's binding, its message, disabled while submitting. */
export type BoundFieldProps = UseFormRegisterReturn & { error: string | undefined; disabled: boolean };

export interface ZodFormState<Values extends FieldValues, Output = Values> {
  field: (name: Path<Values>) => BoundFieldProps;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** The failed call's text for the form's alert, or null. */
  serverError: string | null;
  /** react-hook-form itself, for what the binding does not cover (Controller, useWatch, reset, isValid). */
  hookForm: UseFormReturn<Values, unknown, Output>;
}

export function useZodForm<S extends Schema, Result = unknown>({
  schema,
  defaultValues,
  mutation,
  failureText,
  onSuccess,
  validateWhileTyping = false,
}: ZodFormOptions<S, Result>): ZodFormState<z.input<S>, z.output<S>> {
  const mode = validateWhileTyping ? 'onChange' : 'onSubmit';
  // The first field with a message gets the focus on a refused submit (react-hook-form's shouldFocusError).
  const hookForm = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    reValidateMode: mode,
  });
  const isSubmitting = mutation.isPending;

  const field = (name: Path<z.input<S>>): BoundFieldProps => ({
    // Runs before any check of the new value, which sets the message again where it still applies.
    ...hookForm.register(name, { onChange: () => hookForm.clearErrors(name) }),
    error: hookForm.getFieldState(name, hookForm.formState).error?.message,
    disabled: isSubmitting,
  });

  const submit = hookForm.handleSubmit((values) => {
    if (!mutation.isPending) mutation.mutate(values, { onSuccess: (result) => onSuccess?.(result) });
  });

  return {
    field,
    onSubmit: (event) => void submit(event),
    isSubmitting,
    serverError: mutation.error ? errorMessageOf(mutation.error, failureText) : null,
    hookForm,
  };
}
