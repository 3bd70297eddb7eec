import { changePasswordFormSchema, type ChangePasswordForm } from '../../../common/auth.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { useChangePasswordMutation } from '../../api/auth/change-password.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { changePasswordContent as content, passwordFieldLabels as labels } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AccountFormFrame, doneFrame } from './account-form-frame.tsx';
import { isCurrentPasswordRefusal, isNewPasswordRefusal, usePasswordForm } from './password-refusals.ts';

const EMPTY_FORM: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function refusedField(error: Error): keyof ChangePasswordForm | undefined {
  if (isCurrentPasswordRefusal(error)) return 'currentPassword';
  if (isNewPasswordRefusal(error)) return 'newPassword';
  return undefined;
}

/**
 * A logged-in viewer's new password (/account/password, from the account menu; the route's guard sends anyone
 * else to /login and back). This session stays; the account's others end.
 */
export function ChangePasswordPage() {
  useDocumentTitle(content.card.title);
  const change = useChangePasswordMutation();
  const form = usePasswordForm({
    schema: changePasswordFormSchema,
    defaultValues: EMPTY_FORM,
    mutation: change,
    fieldOf: refusedField,
    failureText: errorMessages.network,
  });

  if (change.isSuccess) {
    return <AccountFormFrame {...doneFrame(content, change.data, { to: '/movies', label: content.done })} />;
  }

  return (
    <AccountFormFrame copy={content.card} form={form} submit={{ label: content.submit, busyLabel: content.submitting }}>
      <PasswordField label={labels.currentPassword} autoComplete="current-password" {...form.field('currentPassword')} />
      <PasswordField label={labels.newPassword} autoComplete="new-password" {...form.field('newPassword')} />
      <PasswordField label={labels.confirmNewPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
    </AccountFormFrame>
  );
}
