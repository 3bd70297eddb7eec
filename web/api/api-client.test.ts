import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, storeTestSession } from '../test/factories.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('apiRequest', () => {
  it('sends a JSON body with the stored bearer token to /api', async () => {
    storeTestSession(createUser(), 'stored-token');
    const { requests } = mockFetch({ 'POST /api/things': () => jsonResponse({ id: 7 }, 201) });

    await expect(apiRequest('/things', { method: 'POST', body: { name: 'Dune' } })).resolves.toEqual({ id: 7 });

    const [request] = requests;
    expect(request?.path).toBe('/api/things');
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ name: 'Dune' });
  });

  it('declares no JSON content type when there is no body, and no Authorization without a session', async () => {
    const { requests } = mockFetch({ 'GET /api/things': () => jsonResponse([]) });

    await apiRequest('/things');

    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('resolves a 204 answer to undefined', async () => {
    mockFetch({ 'DELETE /api/things/1': () => emptyResponse(204) });

    await expect(apiRequest('/things/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("rejects a non-2xx answer with an ApiError carrying the status and the server's error text", async () => {
    mockFetch({ 'GET /api/things': () => jsonResponse({ error: 'Movie not found' }, 404) });

    const error = await apiRequest('/things', { fallbackMessage: 'Failed to load movies' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Movie not found' });
  });

  it("uses the caller's fallback message when the answer has no error text", async () => {
    mockFetch({ 'GET /api/things': () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });

    await expect(apiRequest('/things', { fallbackMessage: 'Failed to load movies' })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to load movies',
    });
  });

  it('rejects with status 0 and the fallback message when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiRequest('/things', { fallbackMessage: 'Failed to load movies' })).rejects.toMatchObject({
      status: 0,
      message: 'Failed to load movies',
    });
  });

  it('on a 401 to a request that carried a token, clears the stored session and calls the handler', async () => {
    storeTestSession(createUser(), 'expired-token');
    const onUnauthorized = vi.fn();
    unregister = setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/users/rentals': () => jsonResponse({ error: 'Authentication required' }, 401) });

    await expect(apiRequest('/users/rentals')).rejects.toMatchObject({ status: 401, message: 'Authentication required' });

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on a 401 to a call made without it (a failed login)', async () => {
    storeTestSession(createUser(), 'current-token');
    const onUnauthorized = vi.fn();
    unregister = setUnauthorizedHandler(onUnauthorized);
    const { requests } = mockFetch({
      'POST /api/auth/login': () => jsonResponse({ error: 'Invalid email or password' }, 401),
    });

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' }, withSession: false }),
    ).rejects.toMatchObject({ status: 401 });

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem('token')).toBe('current-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 when the caller handles it (redirectOnUnauthorized: false)', async () => {
    storeTestSession(createUser(), 'old-token');
    const onUnauthorized = vi.fn();
    unregister = setUnauthorizedHandler(onUnauthorized);
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ error: 'Authentication required' }, 401) });

    await expect(apiRequest('/auth/verify', { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(ApiError);

    expect(localStorage.getItem('token')).toBe('old-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
