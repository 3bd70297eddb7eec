import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages.ts';
import { HttpError, toErrorResponse } from './errors.ts';

const withStatus = <T extends Error>(error: T, props: Record<string, unknown>) => Object.assign(error, props);

describe('toErrorResponse', () => {
  it('sends an HttpError as it is', () => {
    expect(toErrorResponse(new HttpError(409, 'Taken', { 'retry-after': '5' }))).toEqual({ status: 409, message: 'Taken', headers: { 'retry-after': '5' } });
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
