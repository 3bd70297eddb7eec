// The one fetch client of the web app (docs/decisions/0010-web-reads-writes-and-lists.md): base /api, JSON, bearer
// token, errors as ApiError.
import { serverMessages } from '../../common/messages/server.ts';
import { errorMessages } from '../content/request-errors.ts';
import { clearStoredSession, readStoredToken } from './session-store.ts';

export const API_BASE = '/api';
export const NETWORK_ERROR_MESSAGE = errorMessages.network;
export const INVALID_RESPONSE_MESSAGE = errorMessages.invalidResponse;

/** Any answer outside 2xx (status 0: no answer at all). The message is the server's `error` text when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  /** Shown when the server gives no `error` text (the defaults of docs/product.md#errors). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /**
   * false for calls made without the stored session (login, register, admin login): their 401 means
   * wrong credentials, not an ended session.
   */
  withSession?: boolean;
  /** Sent instead of the stored token (logout sends the token it ends). */
  token?: string;
  /** false when the caller handles an ended session itself (start-up verification, logout). */
  redirectOnUnauthorized?: boolean;
}

/** How a request leaves: the browser's fetch, or on the server the app itself (web/entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Called after a request that carried a token got a 401 and the stored session was cleared. The auth
 * state registers itself here so it can forget the user and route to /login without reloading the page.
 * Returns the function that unregisters it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, fallbackMessage, signal, withSession = true, redirectOnUnauthorized = true } = options;
  const token = options.token ?? (withSession ? readStoredToken() : null);

  const headers = new Headers({ Accept: 'application/json' });
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    // Only with a body: Fastify refuses an empty body declared as JSON.
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, { method, headers, body: requestBody, signal });
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query relies on seeing it as such).
    if (signal?.aborted) throw error;
    throw new ApiError(0, fallbackMessage ?? NETWORK_ERROR_MESSAGE);
  }

  if (response.status === 401 && token && redirectOnUnauthorized) endStoredSession();
  if (!response.ok) {
    const serverText = await readErrorText(response);
    throw new ApiError(response.status, serverText ?? fallbackMessage ?? serverMessages.internal);
  }
  return readJson<T>(response);
}

/** A call that carried the stored token got a 401: the session is over here too. */
export function endStoredSession(): void {
  clearStoredSession();
  unauthorizedHandler?.();
}

export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, INVALID_RESPONSE_MESSAGE);
  }
}

export async function readErrorText(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body;
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
  } catch {
    // Not JSON (a proxy's HTML error page): the caller's fallback applies.
  }
  return null;
}

/**
 * The list an answer carries under `key` (`{movies: [...]}`); anything else is an answer the app cannot read.
 * `status` is the answer's own, for the error.
 */
export function listIn<T>(body: unknown, key: string, status = 200): T[] {
  const list: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(list)) return list as T[];
  throw new ApiError(status, INVALID_RESPONSE_MESSAGE);
}

/**
 * The answer as a record that `isValid` accepts (`{totalUsers: 3, …}`); anything else is an answer the app cannot
 * read. `status` is the answer's own, for the error.
 */
export function recordIn<T>(body: unknown, isValid: (record: Record<string, unknown>) => boolean, status = 200): T {
  if (typeof body === 'object' && body !== null && isValid(body as Record<string, unknown>)) return body as T;
  throw new ApiError(status, INVALID_RESPONSE_MESSAGE);
}

/** A 404: the thing asked for does not exist, so trying again cannot help. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The text to show for a failed call: the ApiError's message, else the caller's default. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
