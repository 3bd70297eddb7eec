import { useParams } from 'react-router';
import { RESET_TOKEN_PATTERN, resetPasswordFormSchema } from '../../../common/auth.ts';
import { errorMessages, serverMessages } from '../../../common/messages.ts';
import { ApiError } from '../../api/api-client.ts';
import { useResetPasswordMutation } from '../../api/auth/reset-password.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { SubmitButton, ZodForm } from '../../components/form/zod-form.tsx';
import { passwordFieldLabels as labels, resetPasswordContent as content } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PasswordNotice } from './password-notice.tsx';
import { isNewPasswordRefusal, useRefusalOnField, withoutFieldRefusals } from './password-refusals.ts';

/**
 * The page of the e-mailed link (/reset-password/TOKEN): a new password for the account. A token that cannot be
 * one (mistyped, cut short by a mail program) is turned away without a call.
 */
export function ResetPasswordPage() {
  useDocumentTitle(content.card.title);
  const { token = '' } = useParams();
  if (!RESET_TOKEN_PATTERN.test(token)) return <LinkInvalid message={serverMessages.passwordResetLinkInvalid} />;
  // A new token (another link followed in this tab) starts a new form.
  return <ResetPasswordForm key={token} token={token} />;
}

const passwordField = (error: Error) => (isNewPasswordRefusal(error) ? 'password' : undefined);

/** Any other 400 is the link: unknown, used or expired. */
const isLinkRefusal = (error: Error | null): error is ApiError =>
  error instanceof ApiError && error.status === 400 && !isNewPasswordRefusal(error);

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPasswordMutation(token);
  const form = useZodForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    mutation: withoutFieldRefusals(reset, passwordField),
    failureText: errorMessages.network,
  });
  useRefusalOnField(form, reset.error, passwordField);

  if (reset.isSuccess) {
    return (
      <AuthCard copy={{ ...content.card, intro: content.doneIntro, links: content.doneLinks }}>
        <PasswordNotice tone="success" takeFocus link={{ to: '/login', label: content.login }}>
          {reset.data}
        </PasswordNotice>
      </AuthCard>
    );
  }
  if (isLinkRefusal(reset.error)) return <LinkInvalid message={reset.error.message} takeFocus />;

  return (
    <AuthCard copy={content.card}>
      <ZodForm form={form}>
        <PasswordField label={labels.newPassword} autoComplete="new-password" {...form.field('password')} />
        <PasswordField label={labels.confirmNewPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton form={form} busyLabel={content.submitting}>
          {content.submit}
        </SubmitButton>
      </ZodForm>
    </AuthCard>
  );
}

/** A link that cannot work, with the way to a new one. */
function LinkInvalid({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  return (
    <AuthCard copy={{ ...content.card, intro: content.invalidIntro }}>
      <PasswordNotice tone="error" takeFocus={takeFocus} link={{ to: '/forgot-password', label: content.requestNewLink }}>
        {message}
      </PasswordNotice>
    </AuthCard>
  );
}
