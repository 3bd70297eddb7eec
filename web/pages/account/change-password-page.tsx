import { changePasswordFormSchema, type ChangePasswordForm } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { useChangePasswordMutation } from '../../api/auth/change-password.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { SubmitButton, ZodForm } from '../../components/form/zod-form.tsx';
import { changePasswordContent as content, passwordFieldLabels as labels } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PasswordNotice } from './password-notice.tsx';
import { isCurrentPasswordRefusal, isNewPasswordRefusal, useRefusalOnField, withoutFieldRefusals } from './password-refusals.ts';

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
  const form = useZodForm({
    schema: changePasswordFormSchema,
    defaultValues: EMPTY_FORM,
    mutation: withoutFieldRefusals(change, refusedField),
    failureText: errorMessages.network,
  });
  useRefusalOnField(form, change.error, refusedField);

  if (change.isSuccess) {
    return (
      <AuthCard copy={{ ...content.card, intro: content.doneIntro, links: content.doneLinks }}>
        <PasswordNotice tone="success" takeFocus link={{ to: '/movies', label: content.done }}>
          {change.data}
        </PasswordNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard copy={content.card}>
      <ZodForm form={form}>
        <PasswordField label={labels.currentPassword} autoComplete="current-password" {...form.field('currentPassword')} />
        <PasswordField label={labels.newPassword} autoComplete="new-password" {...form.field('newPassword')} />
        <PasswordField label={labels.confirmNewPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton form={form} busyLabel={content.submitting}>
          {content.submit}
        </SubmitButton>
      </ZodForm>
    </AuthCard>
  );
}
