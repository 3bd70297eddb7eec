// HTTP shapes shared by the server and the web app.
import { z } from 'zod';

/** Every refusal and failure answers `{error}` with a user-facing text (docs/architecture.md#request-path). */
export const errorResponseSchema = z.object({ error: z.string() });
