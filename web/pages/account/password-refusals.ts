// Where the server's refusal of a password form is shown. The server answers only a sentence ({error}); those
// below are the shared ones of common/messages/, so the sentence names the field it is about.
import { useEffect } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { serverMessages } from '../../../common/messages/server.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { ApiError } from '../../api/api-client.ts';
import type { z } from 'zod';
import { useZodForm, type FormMutation, type Schema, type ZodFormOptions, type ZodFormState } from '../../components/form/use-zod-form.ts';

/** The server's refusals of a new password: its own rules (a common password) and the form's, checked again. */
const NEW_PASSWORD_REFUSALS: ReadonlySet<string> = new Set([
  validationMessages.passwordRequired,
  validationMessages.passwordTooShort,
  serverMessages.passwordTooLong,
  serverMessages.passwordTooCommon,
  serverMessages.newPasswordSameAsCurrent,
]);

const CURRENT_PASSWORD_REFUSALS: ReadonlySet<string> = new Set([
  serverMessages.currentPasswordRequired,
  serverMessages.currentPasswordWrong,
]);

/** A 400 about the new password (the field it goes under is the form's own). */
export function isNewPasswordRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && NEW_PASSWORD_REFUSALS.has(error.message);
}

export function isCurrentPasswordRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && CURRENT_PASSWORD_REFUSALS.has(error.message);
}

/**
 * The mutation as the form sees it: a refusal that `fieldOf` places on a field is not the form's alert. Anything
 * else (too many attempts, no answer, a server error) stays in the alert.
 */
function withoutFieldRefusals<Values, Result, Field extends string>(
  mutation: FormMutation<Values, Result>,
  fieldOf: (error: Error) => Field | undefined,
): FormMutation<Values, Result> {
  const { error } = mutation;
  return {
    mutate: (values, options) => mutation.mutate(values, options),
    isPending: mutation.isPending,
    error: error && fieldOf(error) ? null : error,
  };
}

/**
 * Puts such a refusal under its field, like the browser's own checks: it goes once the field is edited, and
 * the field gets the focus. Done after the render that enables the inputs again (a disabled input takes no focus).
 * `fieldOf` must be stable (a module-level function), or each render would set the message again.
 */
function useRefusalOnField<Values extends FieldValues, Output>(
  form: ZodFormState<Values, Output>,
  error: Error | null,
  fieldOf: (error: Error) => Path<Values> | undefined,
): void {
  const { setError } = form.hookForm;
  useEffect(() => {
    const field = error ? fieldOf(error) : undefined;
    if (error && field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  }, [error, fieldOf, setError]);
}

/**
 * A password form (change, reset, closing the account): useZodForm, with the server's refusals that `fieldOf`
 * places (a module-level function) under their field and anything else in the form's alert.
 */
export function usePasswordForm<S extends Schema, Result>({
  fieldOf,
  mutation,
  ...options
}: ZodFormOptions<S, Result> & { fieldOf: (error: Error) => Path<z.input<S>> | undefined }): ZodFormState<z.input<S>, z.output<S>> {
  const form = useZodForm({ ...options, mutation: withoutFieldRefusals(mutation, fieldOf) });
  useRefusalOnField(form, mutation.error, fieldOf);
  return form;
}
