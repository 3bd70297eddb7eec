// HTTP shapes shared by the server and the web app.
import { z } from 'zod';

/** Every refusal and failure answers `{error}` with a user-facing text (ARCHITECTURE.md "HTTP"). */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
