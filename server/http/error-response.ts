// One place that turns every error into the `{error}` JSON of docs/architecture.md#request-path. 5xx details are logged
// (plugins/errors.ts), never sent.
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '../../common/messages/server.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { DomainError, RateLimitedError, type DomainErrorKind } from '../errors.ts';

/** What a body that ran out of time fails with (plugins/request-deadline.ts); answered 408 below. */
export class RequestTooSlowError extends Error {
  readonly statusCode = 408;
  constructor() {
    super(serverMessages.requestTooSlow);
    this.name = 'RequestTooSlowError';
  }
}

// The one table from what went wrong (server/errors.ts) to the HTTP status that says it.
const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'rate-limited': 429,
  unavailable: 503,
  'refused-upstream': 502,
};

/** A 429 tells the client when to come back, where the limit says. */
function headersOf(error: DomainError): Record<string, string> {
  const isTimed = error instanceof RateLimitedError && error.retryAfterSeconds !== undefined;
  return isTimed ? { 'retry-after': String(error.retryAfterSeconds) } : {};
}

// Fastify's own client errors, mapped to our texts and statuses.
const fastifyErrorCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: serverMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: serverMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: serverMessages.invalidRequest },
};

type ValidationIssue = { instancePath: string; keyword: string; message?: string };

/**
 * The first issue's text: the schemas' messages are the user-facing ones. A body of the wrong type altogether
 * (null, an array, a string) gets our own text, not zod's "Invalid input: expected object, received null".
 */
function validationMessageOf(issues: ValidationIssue[]): string {
  const [first] = issues;
  const isWholeValueWrongType = first?.instancePath === '/' && first.keyword === 'invalid_type';
  if (!first?.message || isWholeValueWrongType) return serverMessages.invalidRequest;
  return first.message;
}

/** The client went away in the middle of sending its body (Node's 'aborted', a reset connection). */
export function isClientHangUp(error: Error): boolean {
  return ('code' in error && error.code === 'ECONNRESET') || error.message === 'aborted';
}

/**
 * While the database cannot be reached (a restart, a failover: docs/decisions/0020), every call that needs it is
 * answered this: the client tries again after a few seconds, and a logged-in viewer stays logged in (a 401 would
 * log them out). Seconds: about how long a fast restart of PostgreSQL keeps it away.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function toErrorResponse(error: FastifyError | Error): { status: number; message: string; headers?: Record<string, string> } {
  if (error instanceof DomainError) return { status: statusOfKind[error.kind], message: error.message, headers: headersOf(error) };
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: serverMessages.serviceUnavailable, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: validationMessageOf(error.validation) };
  // A body that did not arrive in time (plugins/request-deadline.ts).
  if (error instanceof RequestTooSlowError) return { status: 408, message: error.message };
  const code = 'code' in error ? error.code : undefined;
  const known = code ? fastifyErrorCodes[code] : undefined;
  if (known) return { status: known.status, message: known.message };
  // Other client errors of Fastify and its plugins (codes FST_…), and a JSON body that fails to parse (a
  // SyntaxError with a 400 status), keep their status. Any other error is ours: a 4xx status on it came from
  // a service we called (a Stripe 400, say) and says nothing about this request, so it is a 500.
  // Nobody reads the answer, and it is no fault of ours to log as one.
  if (isClientHangUp(error)) return { status: 400, message: serverMessages.invalidRequest };
  const isRequestError = (typeof code === 'string' && code.startsWith('FST_')) || error instanceof SyntaxError;
  const status = isRequestError && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { status, message: error.message || serverMessages.invalidRequest };
  return { status: 500, message: serverMessages.internal };
}
