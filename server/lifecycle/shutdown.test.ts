// Closing on SIGTERM (docs/decisions/0020), over real connections: a request in flight is answered before the app
// closes, a new connection is refused meanwhile, and one that would never end is cut at the bound.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { httpGet } from '../test/network.ts';
import { closeAppWithin, within } from './shutdown.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => undefined);
});

async function appWith(routes: (app: FastifyInstance) => void): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify();
  apps.push(app);
  routes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** An app whose one route at `path` runs `work`, and a request to it, already inside the handler. */
async function requestInFlight(path: string, work: () => Promise<unknown>) {
  let entered: () => void = () => undefined;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const { app, port } = await appWith((app) =>
    app.get(path, async () => {
      entered();
      return work();
    }),
  );
  const response = httpGet(port, path);
  await inside;
  return { app, port, response };
}

describe('closeAppWithin', () => {
  it('lets a request in flight finish, refuses new connections meanwhile, then closes', async () => {
    const { app, port, response: slow } = await requestInFlight('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    const started = Date.now();
    const closing = closeAppWithin(app, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(httpGet(port, '/slow')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toMatchObject({ statusCode: 200, body: '{"done":true}' });
    expect(await closing).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts a request that does not end within the bound, and still closes', async () => {
    const { app, response: never } = await requestInFlight('/never', () => new Promise(() => undefined));
    const started = Date.now();
    expect(await closeAppWithin(app, 200)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
    await expect(never).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('within', () => {
  it('gives the value in time, or undefined past the bound', async () => {
    expect(await within(Promise.resolve(7), 100)).toBe(7);
    expect(await within(new Promise(() => undefined), 50)).toBeUndefined();
  });
});
