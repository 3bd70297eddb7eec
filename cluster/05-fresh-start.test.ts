// Two new instances started at the same moment on an empty database (a deployment's first start, or a scale-out
// onto a new environment): both migrate, bootstrap the same administrator and come up ready, and the demo catalogue
// is seeded exactly once.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCovers, demoMovies } from '../server/seed/demo-catalogue.ts';
import { cluster, control, expectJson, report, request, waitFor } from './cluster.ts';

interface Instance {
  name: string;
  url: string;
  pid: number;
  alive: boolean;
  exit: string | null;
}

const started: Instance[] = [];
afterAll(async () => {
  for (const instance of started) await control('POST', `/instances/${instance.name}/stop`).catch(() => undefined);
});

async function count(databaseUrl: string, sql: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(sql, params)).rows[0].count);
  } finally {
    await client.end();
  }
}

describe('two instances started at once on an empty database', () => {
  it('both come up ready, and exactly one demo catalogue is seeded', async () => {
    const { url: databaseUrl } = await control<{ url: string }>('POST', '/databases', { name: `studio_fresh_${Date.now()}` });
    // Their files under a prefix of their own in the same bucket, away from the running cluster's.
    const { instances } = await control<{ instances: Instance[] }>('POST', '/instances', { databaseUrl, count: 2, env: { S3_PREFIX: 'fresh/' } });
    started.push(...instances);
    expect(instances).toHaveLength(2);

    const began = Date.now();
    const readyAfter = await Promise.all(
      instances.map((instance) =>
        waitFor(
          `${instance.name} ready`,
          async () => {
            const state = await control<Instance>('GET', `/instances/${instance.name}`);
            if (!state.alive) throw Object.assign(new Error(`${instance.name} exited (${state.exit}) before it was ready`), { fatal: true });
            const res = await request(instance.url, '/api/ready').catch(() => null);
            return res?.status === 200 ? Date.now() - began : undefined;
          },
          { timeoutMs: 120_000, intervalMs: 250 },
        ),
      ),
    );
    await report('two fresh instances ready after', readyAfter.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and '));

    expect(await count(databaseUrl, 'SELECT count(*) FROM movies')).toBe(demoMovies.length);
    expect(await count(databaseUrl, 'SELECT count(*) FROM covers')).toBe(demoCovers.length);
    expect(await count(databaseUrl, 'SELECT count(*) FROM users WHERE email = $1', [cluster.admin.email])).toBe(1);
    for (const instance of instances) {
      const { movies } = await expectJson<{ movies: unknown[] }>(request(instance.url, '/api/movies'));
      expect({ instance: instance.name, movies: movies.length }).toEqual({ instance: instance.name, movies: demoMovies.filter((movie) => movie.isActive).length });
    }
    // Neither gave up on the way.
    for (const instance of instances) expect(await control<Instance>('GET', `/instances/${instance.name}`)).toMatchObject({ alive: true, exit: null });
  });
});
