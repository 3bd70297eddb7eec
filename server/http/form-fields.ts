// The text parts of a multipart form, checked with the form's schema from common/ (the one the admin forms
// use): the first problem is the answer's text, as with JSON bodies.
import type { z } from 'zod';
import { serverMessages } from '../../common/messages/server.ts';
import { ValidationError } from '../errors.ts';

export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? serverMessages.invalidRequest);
  return parsed.data;
}
