// Domain errors: what services throw when a request cannot be served. They name what went wrong, not an HTTP
// status; http/error-response.ts alone maps each kind to a status, so a worker or a script can call a service too
// (docs/decisions/0009). The message is the user-facing text (common/messages/); `cause` is logged, never sent.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'rate-limited'
  | 'unavailable'
  | 'refused-upstream';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

/** The request breaks a rule of the input (a 400): the message says which. */
export class ValidationError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('invalid', message, options);
  }
}

/** Nobody is logged in, or the session no longer works. */
export class UnauthenticatedError extends DomainError {
  constructor(message: string) {
    super('unauthenticated', message);
  }
}

/** Logged in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not-found', message);
  }
}

/** The request clashes with the current state (already rented, already taken, still processing). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** An upload (or one file of it) is larger than the route takes. */
export class TooLargeError extends DomainError {
  constructor(message: string) {
    super('too-large', message);
  }
}

/** An upload is not of a type the route takes, judged by its bytes. */
export class UnsupportedTypeError extends DomainError {
  constructor(message: string) {
    super('unsupported-type', message);
  }
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super('rate-limited', message);
  }
}

/** A service we depend on (Stripe, SMTP) failed; trying again later may work. */
export class UnavailableError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('unavailable', message, options);
  }
}

/** A service we depend on (Stripe) answered and said no, for a reason the message carries (a 502). */
export class RefusedUpstreamError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('refused-upstream', message, options);
  }
}
