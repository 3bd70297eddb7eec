// A row's id in a request: a JSON number or a string of digits; booleans, arrays and out-of-range numbers name no row
// and are refused with the caller's message.
import { z } from 'zod';
import { MAX_ROW_ID } from './constants.ts';

export const rowIdSchema = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], message)
    .pipe(z.number().int(message).min(1, message).max(MAX_ROW_ID, message));
