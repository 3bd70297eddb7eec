import { useParams } from 'react-router';
import { RESET_TOKEN_PATTERN, resetPasswordFormSchema } from '../../../common/auth.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { ApiError } from '../../api/api-client.ts';
import { useResetPasswordMutation } from '../../api/auth/reset-password.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { passwordFieldLabels as labels, resetPasswordContent as content } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AccountFormFrame, doneFrame } from './account-form-frame.tsx';
import { isNewPasswordRefusal, usePasswordForm } from './password-refusals.ts';

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
  const form = usePasswordForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    mutation: reset,
    fieldOf: passwordField,
    failureText: errorMessages.network,
  });

  if (reset.isSuccess) {
    return <AccountFormFrame {...doneFrame(content, reset.data, { to: '/login', label: content.login })} />;
  }
  if (isLinkRefusal(reset.error)) return <LinkInvalid message={reset.error.message} takeFocus />;

  return (
    <AccountFormFrame copy={content.card} form={form} submit={{ label: content.submit, busyLabel: content.submitting }}>
      <PasswordField label={labels.newPassword} autoComplete="new-password" {...form.field('password')} />
      <PasswordField label={labels.confirmNewPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
    </AccountFormFrame>
  );
}

/** A link that cannot work, with the way to a new one. */
function LinkInvalid({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  const notice = { tone: 'error', takeFocus, link: { to: '/forgot-password', label: content.requestNewLink }, text: message } as const;
  return <AccountFormFrame copy={{ ...content.card, intro: content.invalidIntro }} notice={notice} />;
}
