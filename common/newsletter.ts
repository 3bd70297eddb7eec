// The newsletter sign-up (SPEC.md §3, §5): one e-mail field.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { EMAIL_PATTERN } from './auth.ts';
import { validationMessages as m } from './messages.ts';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string(m.newsletterEmailRequired)
    .trim()
    .min(1, m.newsletterEmailRequired)
    .max(EMAIL_MAX_LENGTH, m.emailInvalid)
    .regex(EMAIL_PATTERN, m.emailInvalid),
});

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });

export type NewsletterSubscribePayload = z.infer<typeof newsletterSubscribeSchema>;
