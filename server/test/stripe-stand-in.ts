// A local HTTP stand-in for the Stripe API: stripe-node is pointed at it (host/port/protocol), every request
// is recorded, and each test says what Stripe answers. Nothing leaves the machine.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { createStripeClient } from '../payments/stripe-provider.ts';

interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

type Answer = { status?: number; body: Record<string, unknown> };
/** An answer may be worked out while the app waits for it (e.g. to look at the database mid-call). */
type Answering = Answer | ((request: StripeRequest) => Answer | Promise<Answer>);

export interface StripeStandIn {
  client: Stripe;
  requests: StripeRequest[];
  /** What Stripe answers to `METHOD /v1/path` from now on (the latest answer for a route wins). */
  answer(route: `${'GET' | 'POST'} /v1/${string}`, answer: Answering): void;
  /** The requests made to a route. */
  requestsTo(route: `${'GET' | 'POST'} /v1/${string}`): StripeRequest[];
  close(): Promise<void>;
}

const notFound: Answer = { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } };

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const answers = new Map<string, Answering>();
  const routeOf = (request: { method: string; path: string }) => `${request.method} ${request.path.split('?')[0]}`;

  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, form: new URLSearchParams(body) };
      requests.push(request);
      const found = answers.get(routeOf(request)) ?? notFound;
      void Promise.resolve(typeof found === 'function' ? found(request) : found).then((answer) => {
        response.statusCode = answer.status ?? 200;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    client: createStripeClient({ secretKey: 'sk_test_local', host: '127.0.0.1', port, protocol: 'http' }),
    requests,
    answer: (route, answer) => answers.set(route, answer),
    requestsTo: (route) => requests.filter((request) => routeOf(request) === route),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
