// A stand-in for the server: tests declare the calls they expect, and any other call fails the test.
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** Path with query string, e.g. '/api/auth/login'. */
  path: string;
  headers: Headers;
  /** The parsed JSON body, or the raw body when it is not JSON. */
  body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

const unexpectedRequests: string[] = [];

/**
 * Replaces global fetch. Keys are 'METHOD /path' (no query string); values build each answer anew, since a
 * Response body can be read only once.
 */
export function mockFetch(handlers: Record<string, FetchHandler> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      unexpectedRequests.push(`${method} ${url.pathname}`);
      throw new TypeError(`Unexpected request in test: ${method} ${url.pathname}`);
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    requestsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === key),
  };
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

/** Takes the requests no test declared, emptying the list (checked after every test by setup.ts). */
export function takeUnexpectedRequests(): string[] {
  return unexpectedRequests.splice(0);
}

/** A promise the test settles when it chooses, to observe in-between states ('Loading...'). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
