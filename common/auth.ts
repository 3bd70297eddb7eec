// Account payloads and their validation (docs/product.md#data, docs/product.md#validation), shared by the web forms and
// the API routes.
import { z } from 'zod';
import { emailField } from './email.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { serverMessages } from './messages/server.ts';
import { validationMessages as m } from './messages/validation.ts';
import { withoutInvisibles } from './reviews.ts';

// Control characters (U+0000-U+001F, U+007F-U+009F): never part of a name, and U+0000 cannot be stored.
const CONTROL_CHARACTER = /\p{Cc}/u;

export const emailSchema = emailField(m.emailRequired);

// Invisible format characters are dropped, as reviews drop them: a direction override (U+202E) or isolate would
// make a name read backwards, or swallow what follows it, in the admin's lists and CSV exports. Dropped rather than
// refused: pasted from elsewhere, they are invisible to the person typing, who could not tell what to fix.
const requiredName = (requiredMessage: string, invalidMessage: string) =>
  z
    .string(requiredMessage)
    .refine((name) => !CONTROL_CHARACTER.test(name), invalidMessage)
    .overwrite(withoutInvisibles)
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, requiredMessage);

// Passwords may hold any character: they are only ever hashed, never stored as text. (The server still refuses
// U+0000 in every request body, see server/plugins/no-nul.ts.)
export const newPasswordSchema = z
  .string(m.passwordRequired)
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, serverMessages.passwordTooLong);

export const registerSchema = z.object({
  firstName: requiredName(m.firstNameRequired, serverMessages.firstNameInvalid),
  lastName: requiredName(m.lastNameRequired, serverMessages.lastNameInvalid),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterPayload = z.infer<typeof registerSchema>;

// The register form adds the confirmation, which never leaves the browser.
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string(m.passwordRequired).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH, serverMessages.passwordTooLong),
});
export type LoginPayload = z.infer<typeof loginSchema>;

// Forgotten password (POST /api/auth/forgot-password): the same answer whether or not the address has an account.
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** The secret in a reset link (/reset-password/TOKEN): 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[\w-]{43}$/;

// Choosing a new password from the link (POST /api/auth/reset-password). Every session of the account ends.
export const resetPasswordSchema = z.object({
  token: z.string(serverMessages.passwordResetLinkInvalid).regex(RESET_TOKEN_PATTERN, serverMessages.passwordResetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });

// A logged-in viewer changing their password (POST /api/auth/change-password): the current one is required;
// every other session of the account ends, this one stays.
export const changePasswordSchema = z.object({
  currentPassword: z
    .string(serverMessages.currentPasswordRequired)
    .min(1, serverMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, serverMessages.currentPasswordWrong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Answer of the three calls above: a sentence to show. */
export const messageResponseSchema = z.object({ message: z.string() });

const userRoleSchema = z.enum(['user', 'admin']);

const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: userRoleSchema,
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/verify: the user the session belongs to. */
export const sessionUserResponseSchema = z.object({ user: publicUserSchema });
export type SessionUserResponse = z.infer<typeof sessionUserResponseSchema>;
