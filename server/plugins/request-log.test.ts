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
