import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';

type LogLine = { level: number; msg: string; method?: string; path?: string; status?: number; ms?: number; answerMs?: number; error?: string };
const WARN = 40;
const ERROR = 50;

/** A test app whose log lines land in `lines`, with three stand-in routes: fast, slow and broken. */
async function appLogging(env: Record<string, string>, lines: LogLine[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildTestApp(env, { logger: { level: 'info', stream } });
  app.get('/api/test/fast', async () => ({ ok: true }));
  app.get('/api/test/slow', async () => {
    await sleep(120);
    return { ok: true };
  });
  app.get('/api/test/broken', async () => {
    throw new Error('the projector caught fire');
  });
  return app;
}

const answerLines = (lines: LogLine[]) => lines.filter((line) => line.path !== undefined);

describe('request logs in errors-and-slow mode', () => {
  const lines: LogLine[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appLogging({ REQUEST_LOG: 'errors-and-slow', SLOW_REQUEST_MS: '60' }, lines);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes no line at all for a fast 200', async () => {
    const res = await app.inject({ url: '/api/test/fast?token=secret' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes no line at info level for a client error', async () => {
    const res = await app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(answerLines(lines)).toEqual([]);
  });

  it('logs a slow answer as a warning with its method, path, status and time', async () => {
    const res = await app.inject({ url: '/api/test/slow?page=2' });
    expect(res.statusCode).toBe(200);
    expect(answerLines(lines)).toEqual([
      expect.objectContaining({ level: WARN, msg: 'slow answer', method: 'GET', path: '/api/test/slow', status: 200 }),
    ]);
    expect(answerLines(lines)[0]?.ms).toBeGreaterThanOrEqual(100);
    expect(answerLines(lines)[0]?.answerMs).toBeGreaterThanOrEqual(100);
  });

  it('logs a server error with the error, and keeps the query out of the log', async () => {
    const res = await app.inject({ url: '/api/test/broken?token=secret' });
    expect(res.statusCode).toBe(500);
    expect(answerLines(lines)).toEqual([
      expect.objectContaining({
        level: ERROR,
        msg: 'answered with a server error',
        method: 'GET',
        path: '/api/test/broken',
        status: 500,
        error: 'the projector caught fire',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

describe('request logs in all mode', () => {
  const lines: LogLine[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appLogging({ REQUEST_LOG: 'all' }, lines);
  });
  afterAll(() => app.close());

  it("writes one line per answer, in place of Fastify's two", async () => {
    lines.length = 0;
    await app.inject({ url: '/api/test/fast' });
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'answered', method: 'GET', path: '/api/test/fast', status: 200 })]);
  });
});

// A secret in the address is a key: whoever reads the log could unsubscribe a fan, reset a password, watch a rented
// film or pay someone's checkout. Such a path is logged with the secret replaced by '…' (docs/decisions/0022).
describe('request logs of addresses that carry a secret', () => {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const secret = 'S3cr3tT0k3n-do-not-log';
  let app: FastifyInstance;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw.push(String(chunk));
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    app = await buildTestApp({ REQUEST_LOG: 'all' }, { logger: { level: 'debug', stream } });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines.length = 0;
    raw.length = 0;
  });

  it.each([
    ['GET', `/unsubscribe/${secret}`, '/unsubscribe/…'],
    ['POST', `/unsubscribe/${secret}?from=mail`, '/unsubscribe/…'],
    ['GET', `/subscribe/${secret}`, '/subscribe/…'],
    ['POST', `/subscribe/${secret}`, '/subscribe/…'],
    ['GET', `/reset-password/${secret}`, '/reset-password/…'],
    ['GET', `/reset-password/${secret}/`, '/reset-password/…/'],
    ['GET', `/api/stream/${secret}/master.m3u8`, '/api/stream/…/master.m3u8'],
    ['GET', `/api/stream/${secret}/key`, '/api/stream/…/key'],
    ['GET', `/api/stream/${secret}/720p/segment-001.ts`, '/api/stream/…/720p/segment-001.ts'],
    ['GET', `/api/stream/${secret}/captions/en.vtt`, '/api/stream/…/captions/en.vtt'],
    ['POST', `/api/stream/${secret}/key`, '/api/stream/…/key'],
    ['GET', `/sandbox/checkout/${secret}`, '/sandbox/checkout/…'],
    ['POST', `/sandbox/checkout/${secret}`, '/sandbox/checkout/…'],
    ['GET', `//Unsubscribe//${secret}`, '//Unsubscribe//…'],
  ])('%s %s is logged as %s, the secret nowhere in the log', async (method, url, logged) => {
    const res = await app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' && { payload: {} }) });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(answerLines(lines)).toEqual([expect.objectContaining({ method, path: logged, status: res.statusCode })]);
    expect(raw.join('')).not.toContain(secret);
  });

  it('keeps the paths around them as they are', async () => {
    await app.inject({ url: '/reset-password' });
    await app.inject({ url: '/api/movies' });
    await app.inject({ url: '/api/newsletter/subscribe' });
    expect(answerLines(lines).map((line) => line.path)).toEqual(['/reset-password', '/api/movies', '/api/newsletter/subscribe']);
  });
});
