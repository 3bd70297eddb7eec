// PostgreSQL goes away for a few seconds under load (the private cluster of this run, stopped and started again):
// through nginx the site answers only 200 or 503 (never a 500, never nginx's 502), both instances live through it,
// /api/health stays 200, /api/ready says 503 while the database is gone and 200 again within 10 s of its return,
// and the instances hear of edits again (LISTEN reconnected, or nothing kept until it is).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  cluster,
  control,
  instanceA,
  instanceB,
  isRunning,
  nameOf,
  nginxErrors,
  publicMovies,
  registerViewer,
  report,
  request,
  sleep,
  waitFor,
  type Headers,
  type PublicMovie,
} from './cluster.ts';
import { editTitle, msUntilSeen, PROPAGATION_LIMIT_MS, warmBoth } from './edits.ts';

/** How long the database stays down. */
const OUTAGE_MS = 3_000;
const READY_LIMIT_MS = 10_000;
const UNAVAILABLE = 'The service is briefly unavailable. Please try again.';

interface Sample {
  name: string;
  began: number;
  ended: number;
  status: number | 'error';
  retryAfter?: string | null;
  body?: string;
}

interface Route {
  name: string;
  path: string;
  headers?: Headers;
}

/** `concurrency` loops of requests to `routes` on `base`, each after a short pause, until stopped. */
function load(base: string, routes: Route[], { concurrency, pauseMs }: { concurrency: number; pauseMs: number }) {
  let running = true;
  const samples: Sample[] = [];
  const loop = async (start: number) => {
    for (let i = start; running; i++) {
      const route = routes[i % routes.length]!;
      const began = Date.now();
      try {
        const res = await request(base, route.path, { headers: route.headers ?? {} });
        const body = await res.text();
        samples.push({
          name: route.name,
          began,
          ended: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          ...(res.status !== 200 && { body: body.slice(0, 300) }),
        });
      } catch (error) {
        samples.push({ name: route.name, began, ended: Date.now(), status: 'error', body: String(error) });
      }
      await sleep(pauseMs);
    }
  };
  const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

let admin: Headers;
let viewer: Headers;
let movie: PublicMovie;
let restartedAt = 0;

beforeAll(async () => {
  admin = await adminLogin();
  viewer = (await registerViewer()).headers;
  movie = (await publicMovies())[0]!;
});

describe('a PostgreSQL restart under load', () => {
  it('answers only 200 and 503 through nginx, keeps both instances running, and is ready again within 10 s', async () => {
    const routes: Route[] = [
      { name: 'GET /api/movies', path: '/api/movies' },
      { name: 'GET /api/movies/:id', path: `/api/movies/${movie.id}` },
      { name: 'GET /api/auth/verify (viewer)', path: '/api/auth/verify', headers: viewer },
      { name: 'GET /api/movies?include_rental=true (viewer)', path: '/api/movies?include_rental=true', headers: viewer },
      { name: 'GET /api/admin/movies (admin)', path: '/api/admin/movies', headers: admin },
    ];
    for (const route of routes) expect({ route: route.name, status: (await request(cluster.nginx, route.path, { headers: route.headers ?? {} })).status }).toEqual({ route: route.name, status: 200 });

    const traffic = load(cluster.nginx, routes, { concurrency: 4, pauseMs: 10 });
    const readiness = cluster.instances.map((base) => load(base, [{ name: `${nameOf(base)} /api/ready`, path: '/api/ready' }], { concurrency: 1, pauseMs: 100 }));
    const liveness = cluster.instances.map((base) => load(base, [{ name: `${nameOf(base)} /api/health`, path: '/api/health' }], { concurrency: 1, pauseMs: 250 }));
    await sleep(1_000);

    const outage = await control<{ stopRequestedAt: number; downAt: number; startingAt: number; backAt: number }>('POST', '/postgres/restart', { holdMs: OUTAGE_MS });
    restartedAt = outage.backAt;
    // Until both instances are ready again (or it is clear they will not be), then a tail of normal traffic.
    const firstReady = (samples: Sample[]) => samples.find((s) => s.began >= outage.backAt && s.status === 200);
    await waitFor('both instances ready again', async () => (readiness.every((r) => firstReady(r.samples)) ? true : undefined), {
      timeoutMs: READY_LIMIT_MS + 5_000,
      intervalMs: 100,
    }).catch(() => undefined);
    const readyAgainAt = Math.max(...readiness.map((r) => firstReady(r.samples)?.ended ?? Date.now()));
    await sleep(1_500);
    const seen = await traffic.stop();
    const ready = await Promise.all(readiness.map((r) => r.stop()));
    const alive = await Promise.all(liveness.map((r) => r.stop()));

    const recoveryMs = ready.map((samples) => (firstReady(samples) ? firstReady(samples)!.ended - outage.backAt : null));
    const unavailable = seen.filter((s) => s.status === 503);
    await report('postgres restart: database down', `${((outage.backAt - outage.stopRequestedAt) / 1000).toFixed(1)} s`);
    await report('postgres restart: requests through nginx', { total: seen.length, byStatus: countBy(seen, (s) => String(s.status)) });
    await report('postgres restart: 503s through nginx', unavailable.length);
    await report('postgres restart: /api/ready 200 again after the database was back', { A: recoveryMs[0], B: recoveryMs[1] });

    // Both instances still run (their processes, and as the script sees them).
    const state = await control<{ instances: Array<{ name: string; alive: boolean; exit: string | null }> }>('GET', '/state');
    expect(cluster.pids.map((pid) => ({ pid, running: isRunning(pid) }))).toEqual(cluster.pids.map((pid) => ({ pid, running: true })));
    expect(state.instances.filter((i) => ['a', 'b'].includes(i.name)).map((i) => [i.name, i.alive, i.exit])).toEqual([
      ['a', true, null],
      ['b', true, null],
    ]);

    // Through nginx: answers only, each a 200 or a 503, and every 503 the app's, saying when to try again.
    const short = (body = '') => (/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? body).replace(/\s+/g, ' ').trim().slice(0, 80);
    const unexpected = seen.filter((s) => s.status !== 200 && s.status !== 503);
    expect(countBy(unexpected, (s) => `${s.name}: ${s.status} ${short(s.body)}`), `nginx's error log says: ${nginxErrors().join(' | ') || 'nothing'}`).toEqual({});
    for (const sample of unavailable) {
      expect({ name: sample.name, body: JSON.parse(sample.body ?? 'null'), retryAfter: Boolean(sample.retryAfter) }).toEqual({
        name: sample.name,
        body: { error: UNAVAILABLE },
        retryAfter: true,
      });
    }
    // Liveness never depended on the database; readiness did, and came back in time.
    for (const samples of alive) expect(countBy(samples, (s) => `${s.name} ${s.status}`)).toEqual({ [`${samples[0]!.name} 200`]: samples.length });
    for (const [i, samples] of ready.entries()) {
      const name = nameOf(cluster.instances[i]!);
      const whileDown = samples.filter((s) => s.began >= outage.downAt && s.ended <= outage.startingAt);
      expect({ name, notReadyWhileDown: whileDown.some((s) => s.status === 503) }).toEqual({ name, notReadyWhileDown: true });
      expect({ name, statuses: Object.keys(countBy(samples, (s) => String(s.status))).sort() }).toEqual({ name, statuses: ['200', '503'] });
      expect({ name, readyAgainWithinLimit: recoveryMs[i] !== null && recoveryMs[i]! <= READY_LIMIT_MS }).toEqual({ name, readyAgainWithinLimit: true });
    }
    // Once both are ready, everything answers as before.
    const after = seen.filter((s) => s.began > readyAgainAt + 200);
    expect(after.length).toBeGreaterThan(0);
    expect(countBy(after, (s) => `${s.name} ${s.status}`)).toEqual(countBy(after, (s) => `${s.name} 200`));
  });

  it('still tells each instance of an edit made on the other afterwards', async () => {
    expect(restartedAt).toBeGreaterThan(0);
    try {
      for (const [writer, reader] of [
        [instanceA, instanceB],
        [instanceB, instanceA],
      ] as const) {
        await warmBoth(movie.id);
        const title = `${movie.title} (after the restart, on ${nameOf(writer)} ${Date.now()})`;
        await editTitle(writer, admin, movie, title);
        const lag = await msUntilSeen(reader, movie.id, title, PROPAGATION_LIMIT_MS);
        await report(`after the restart, edit on ${nameOf(writer)} seen on ${nameOf(reader)} after`, `${lag} ms`);
      }
    } finally {
      // Directly, not through nginx: whatever nginx thinks of the instances now is the other test's business.
      await editTitle(instanceA, admin, movie, movie.title);
    }
  });
});
