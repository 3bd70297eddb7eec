// One place that turns every error into the `{error}` JSON of ARCHITECTURE.md "HTTP". 5xx details are logged,
// never sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '../../common/messages.ts';

/** An error whose message is meant for the user; `cause` (logged, never sent) keeps what went wrong below. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

// Fastify's own client errors, mapped to our texts and statuses.
const fastifyErrorCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: serverMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: serverMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: serverMessages.invalidRequest },
};

export function toErrorResponse(error: FastifyError | Error): { status: number; message: string; headers?: Record<string, string> } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, headers: error.headers };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: error.validation[0]?.message ?? serverMessages.invalidRequest };
  }
  const code = 'code' in error ? error.code : undefined;
  const known = code ? fastifyErrorCodes[code] : undefined;
  if (known) return { status: known.status, message: known.message };
  // A JSON body that fails to parse surfaces as a SyntaxError with a 400 status.
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { status, message: error.message || serverMessages.invalidRequest };
  return { status: 500, message: serverMessages.internal };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, headers } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    else request.log.info({ reqId: request.id, status, message }, 'request refused');
    return reply
      .status(status)
      .headers(headers ?? {})
      .send({ error: message });
  });
}
