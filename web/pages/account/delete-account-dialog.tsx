import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountPayload } from '../../../common/account.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { ApiError } from '../../api/api-client.ts';
import { isWrongPassword, useDeleteAccountMutation } from '../../api/account/delete-account.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { ZodForm } from '../../components/form/zod-form.tsx';
import { ConfirmActions, ConfirmFrame } from '../../components/confirm-dialog/confirm-dialog.tsx';
import type { Flash } from '../../components/flash-message/flash-message.tsx';
import { accountPageContent, accountScreenMessages } from '../../content/account.ts';
import { arrivalState } from '../../components/flash-message/arrival-flash-state.ts';
import { usePasswordForm } from './password-refusals.ts';

const content = accountPageContent.deleteDialog;
const EMPTY_FORM: DeleteAccountPayload = { password: '' };

/** The server's refusals of the password (wrong, or missing): shown under the field, not in the form's alert. */
function refusedField(error: Error): 'password' | undefined {
  const isMissing = error instanceof ApiError && error.status === 400 && error.message === serverMessages.currentPasswordRequired;
  return isWrongPassword(error) || isMissing ? 'password' : undefined;
}

/**
 * "Are you sure?" for closing the account, which cannot be undone: the confirm dialog's look, with the password
 * typed to confirm (so Enter alone never closes an account, and a session left open cannot be used to). Once the
 * server has closed it, the session is forgotten here and the viewer goes home, where the server's sentence shows.
 */
export function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccountMutation();
  const form = usePasswordForm({
    schema: deleteAccountSchema,
    defaultValues: EMPTY_FORM,
    mutation: remove,
    fieldOf: refusedField,
    failureText: accountScreenMessages.deleteFailed,
    onSuccess: (message: string) => {
      const flash: Flash = { tone: 'success', text: message };
      // One transition, as logging out does (web/auth/auth-provider.tsx): the guarded page never renders logged out.
      startTransition(() => {
        forgetSession();
        void navigate('/', { state: arrivalState(flash) });
      });
    },
  });
  const isBusy = form.isSubmitting;

  return (
    // A stray click beside the dialog must not throw away the typed password.
    <ConfirmFrame title={content.title} message={content.message} isBusy={isBusy} onCancel={onCancel} closeOnBackdropClick={false}>
      <ZodForm form={form}>
        <PasswordField label={content.password} autoComplete="current-password" {...form.field('password')} />
        <ConfirmActions isBusy={isBusy} onCancel={onCancel}>
          {isBusy ? content.busy : content.confirm}
        </ConfirmActions>
      </ZodForm>
    </ConfirmFrame>
  );
}
