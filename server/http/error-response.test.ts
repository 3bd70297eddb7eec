import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '../errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, toErrorResponse } from './error-response.ts';

const withStatus = <T extends Error>(error: T, props: Record<string, unknown>) => Object.assign(error, props);

describe('toErrorResponse', () => {
  it.each([
    [new ValidationError('Bad'), 400],
    [new UnauthenticatedError('Who?'), 401],
    [new ForbiddenError('No'), 403],
    [new NotFoundError('Gone'), 404],
    [new ConflictError('Taken'), 409],
    [new RateLimitedError('Slow down'), 429],
    [new UnavailableError('Later'), 503],
  ])('maps %o to %i with its own text', (error, status) => {
    expect(toErrorResponse(error)).toEqual({ status, message: error.message, headers: {} });
  });

  it('sends a throttled answer with Retry-After, and never the cause of an unavailable service', () => {
    expect(toErrorResponse(new RateLimitedError('Slow down', 900))).toEqual({ status: 429, message: 'Slow down', headers: { 'retry-after': '900' } });
    const unavailable = new UnavailableError('Later', { cause: new Error('ECONNREFUSED 10.0.0.1:443') });
    expect(toErrorResponse(unavailable)).toEqual({ status: 503, message: 'Later', headers: {} });
  });

  it("keeps the client status of Fastify's own errors and of a body that fails to parse", () => {
    expect(toErrorResponse(withStatus(new Error('Body too deep'), { code: 'FST_ERR_SOMETHING', statusCode: 400 }))).toEqual({ status: 400, message: 'Body too deep' });
    expect(toErrorResponse(withStatus(new SyntaxError('Unexpected token'), { statusCode: 400 }))).toEqual({ status: 400, message: 'Unexpected token' });
  });

  it('hides a 4xx that a called service gave (a Stripe refusal, say) behind a 500', () => {
    const stripeRefusal = withStatus(new Error('No such payment_intent: pi_x'), { type: 'StripeInvalidRequestError', statusCode: 400 });
    expect(toErrorResponse(stripeRefusal)).toEqual({ status: 500, message: serverMessages.internal });
  });
});

describe('toErrorResponse: the database cannot be reached (docs/decisions/0020)', () => {
  const unavailable = { status: 503, message: serverMessages.serviceUnavailable, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } };

  it('is a 503 with Retry-After, never a 500, whatever wraps it', () => {
    const restart = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(toErrorResponse(new DrizzleQueryError('select 1', [], restart))).toEqual(unavailable);
    expect(toErrorResponse(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toEqual(unavailable);
    expect(toErrorResponse(new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')))).toEqual(unavailable);
    expect(toErrorResponse(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toErrorResponse(new DrizzleQueryError('select 1', [], refused))).toEqual(unavailable);
  });

  it('leaves everything else as it was: a client that hung up, a failing query, a domain error with such a cause', () => {
    expect(toErrorResponse(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toEqual({ status: 400, message: serverMessages.invalidRequest });
    const wrongQuery = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    expect(toErrorResponse(new DrizzleQueryError('select * from x', [], wrongQuery))).toEqual({ status: 500, message: serverMessages.internal });
    const cause = Object.assign(new Error('gone'), { code: '57P01' });
    expect(toErrorResponse(new UnavailableError('Later', { cause }))).toEqual({ status: 503, message: 'Later', headers: {} });
  });
});
