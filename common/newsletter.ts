// The newsletter sign-up (docs/product.md#newsletter): one e-mail field.
import { z } from 'zod';
import { emailField } from './email.ts';
import { validationMessages as m } from './messages/validation.ts';

export const newsletterSubscribeSchema = z.object({
  email: emailField(m.newsletterEmailRequired),
});

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });

export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;
