// The newsletter sign-up (SPEC.md §3, §5): one e-mail field.
import { z } from 'zod';
import { emailField } from './email.ts';
import { validationMessages as m } from './messages.ts';

export const newsletterSubscribeSchema = z.object({
  email: emailField(m.newsletterEmailRequired),
});

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });

export type NewsletterSubscribePayload = z.infer<typeof newsletterSubscribeSchema>;
