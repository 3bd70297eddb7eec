// Database outages and many instances (docs/decisions/0020), for real: the app's own process (server/main.ts, run
// from source) on a PostgreSQL cluster of this test's own (scripts/lib/private-postgres.mjs), which the test stops,
// starts and restarts with pg_ctl. Runs under `npm run test:pg` only; the shared server on 5432 is never touched.
//
// 1. Two instances started at the same moment on an empty database that is down: both wait (logging each wait),
//    both come up once it starts, and exactly one demo catalogue is seeded and one administrator made.
// 2. A fast restart and a 3 s stop under a stream of requests: the processes live on, what needs the database is
//    answered 503 with the message and Retry-After (never 500, never 401), /api/health stays 200, /api/ready is 503
//    during and 200 again within seconds, the catalogue held in memory is served throughout, a logged-in viewer is
//    still logged in, the cache hears the database's changes again, and the outbox sends.
// 3. SIGTERM: a request in flight is answered, /api/ready never says ready again, the process exits 0.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../../scripts/lib/private-postgres.mjs';
import { demoMovies } from '../seed/demo-catalogue.ts';
import { ADMIN, isAlive, requestStream, sql, startInstance, statusOf, until, type Instance } from './outage-instances.ts';

const runs = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(runs)('database outages and many instances, on a PostgreSQL of its own', () => {
  let cluster: PrivatePostgres;
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) {
      if (isAlive(instance)) instance.child.kill('SIGKILL');
      await instance.exited;
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await cluster?.destroy();
  }, 60_000);

  it('two instances started together while the database is down both wait, both come up, and one catalogue is seeded', async () => {
    await cluster.stop();
    a = await startInstance('a', cluster.url);
    b = await startInstance('b', cluster.url);
    instances.push(a, b);
    const waitsLogged = (instance: Instance) => instance.logs.some((line) => /^The database is not answering \(.+\): migrating and seeding again in \d+ s/.test(line.msg));
    await until(() => waitsLogged(a) && waitsLogged(b), 90_000, 'both instances log a wait for the database');
    expect(isAlive(a) && isAlive(b)).toBe(true);

    await cluster.start();
    const upAfter = await until(async () => (await statusOf(a, '/api/ready')) === 200 && (await statusOf(b, '/api/ready')) === 200, 150_000, 'both ready', 250);

    const seeded = instances.filter((instance) => instance.logs.some((line) => line.msg === 'Seeded the demo catalogue.'));
    expect(seeded).toHaveLength(1);
    const [counted] = await sql<{ movies: number }>(cluster.url, 'select count(*)::int as movies from movies');
    expect(counted?.movies).toBe(demoMovies.length);
    const admins = await sql<{ role: string }>(cluster.url, 'select role from users where email = $1', [ADMIN.email]);
    expect(admins).toEqual([{ role: 'admin' }]);
    const outcomes = instances.map((instance) => instance.logs.find((line) => line.msg.startsWith(`Administrator ${ADMIN.email}`))?.msg);
    expect(outcomes.sort()).toEqual([`Administrator ${ADMIN.email} created from ADMIN_EMAIL.`, `Administrator ${ADMIN.email} unchanged from ADMIN_EMAIL.`]);
    console.info(`Both instances ready ${(upAfter / 1000).toFixed(1)} s after the database started (one seeded, the other waited on the start-up lock).`);
  }, 300_000);

  it('a restart and a stop of PostgreSQL under a stream of requests: 503 with Retry-After meanwhile, back within seconds', async () => {
    // A viewer logged in before the outage, and the catalogue held in memory.
    const email = `viewer-${Date.now()}@studio.example`;
    const register = await fetch(`${a.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Vera', lastName: 'Viewer', email, password: 'another long password 7' }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };
    const viewer = { authorization: `Bearer ${token}` };
    expect((await fetch(`${a.baseUrl}/api/auth/verify`, { headers: viewer })).status).toBe(200);
    const [movie] = await sql<{ id: number; title: string }>(cluster.url, 'select id, title from movies where is_active order by id limit 1');
    expect(movie).toBeDefined();
    for (const path of ['/api/movies', `/api/movies/${movie!.id}`]) expect(await statusOf(a, path)).toBe(200);

    const stream = requestStream(a, [
      { path: '/api/auth/verify', headers: viewer },
      { path: '/api/movies' },
      { path: '/api/movies?include_rental=true', headers: viewer },
      { path: `/api/movies/${movie!.id}` },
      { path: '/api/ready' },
      { path: '/api/health' },
      { path: '/api/movies/covers' },
    ]);

    const linesOf = (pattern: RegExp) => a.logs.filter((line) => pattern.test(line.msg)).length;
    const cacheRestored = /^public cache: database notifications restored/;
    const workerLost = /^The e-mail worker cannot reach the database/;
    const workerBack = /^The e-mail worker reaches the database again/;

    // A fast restart (every session ended with 57P01), as an operator's `pg_ctl restart -m fast`.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const restoredBefore = linesOf(cacheRestored);
    await cluster.restart();
    const backAfterRestart = await until(async () => (await statusOf(a, '/api/ready')) === 200, 10_000, 'ready after the restart', 50);
    // Every part back from the restart before the stop, so that the lines after the stop are about the stop: the
    // cache lost its LISTEN connection, and the e-mail worker, if a step met the restart, pauses up to seconds.
    await until(() => linesOf(cacheRestored) > restoredBefore, 10_000, 'the cache listening again after the restart', 50);
    await until(() => linesOf(workerBack) === linesOf(workerLost), 10_000, 'the e-mail worker back after the restart', 50);

    // A longer outage: stopped for 3 s.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopCalledAt = Date.now();
    await cluster.stop();
    const downFrom = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const downUntil = Date.now();
    await cluster.start();
    const startedAt = Date.now();
    const backAfterStop = await until(async () => (await statusOf(a, '/api/ready')) === 200, 10_000, 'ready after the stop', 50);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answers = await stream.stop();

    // Alive, and every answer either right or a 503 that says to come back: never a 500, a 401 or a hang.
    expect(isAlive(a) && isAlive(b)).toBe(true);
    const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
    expect(unexpected).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    for (const answer of refused.filter((x) => x.path !== '/api/ready')) {
      expect({ path: answer.path, body: answer.body, retryAfter: answer.retryAfter }).toEqual({
        path: answer.path,
        body: { error: serverMessages.serviceUnavailable },
        retryAfter: '5',
      });
    }
    for (const answer of refused.filter((x) => x.path === '/api/ready')) {
      expect(answer.body).toEqual({ error: serverMessages.serviceUnavailable, reason: 'database' });
    }
    const during = (path: string) => answers.filter((x) => x.path === path && x.at >= downFrom && x.at + x.ms <= downUntil);
    // What needs the database was refused while it was down, quickly (the pool does not wait for it).
    expect(during('/api/auth/verify').length).toBeGreaterThan(0);
    expect(during('/api/auth/verify').every((x) => x.status === 503 && x.ms < 4000)).toBe(true);
    expect(during('/api/ready').length).toBeGreaterThan(0);
    expect(during('/api/ready').every((x) => x.status === 503)).toBe(true);
    // Liveness never depended on it; the catalogue held in memory was served throughout.
    expect(answers.filter((x) => x.path === '/api/health').every((x) => x.status === 200)).toBe(true);
    expect(answers.filter((x) => x.path === '/api/movies' || x.path === `/api/movies/${movie!.id}`).every((x) => x.status === 200)).toBe(true);
    expect(during('/api/movies').length).toBeGreaterThan(0);

    // Still logged in afterwards.
    expect((await fetch(`${a.baseUrl}/api/auth/verify`, { headers: viewer })).status).toBe(200);

    // The cache listens again: a change made straight in the database reaches both instances within a second or two.
    const retitled = `Retitled after the outage ${Date.now()}`;
    await sql(cluster.url, 'update movies set title = $1 where id = $2', [retitled, movie!.id]);
    for (const instance of [a, b]) {
      await until(
        async () => ((await (await fetch(`${instance.baseUrl}/api/movies/${movie!.id}`)).json()) as { movie: { title: string } }).movie.title === retitled,
        2000,
        `${instance.name} hears the change`,
        50,
      );
    }

    // The outbox worker paused, said so once per outage, and sends again: a reset link asked for now leaves.
    const forgot = await fetch(`${a.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(forgot.status).toBe(200);
    const mailFiles = () => [a, b].flatMap((instance) => (existsSync(join(instance.dataDir, 'mail')) ? readdirSync(join(instance.dataDir, 'mail')) : []));
    await until(() => mailFiles().length > 0, 10_000, 'the reset e-mail is sent');
    const [sent] = await sql<{ status: string }>(cluster.url, "select status from email_messages where recipient_email = $1 and kind = 'password_reset'", [email]);
    expect(sent?.status).toBe('sent');
    expect(linesOf(workerLost)).toBeGreaterThanOrEqual(1);
    expect(linesOf(workerBack)).toBe(linesOf(workerLost));
    // Nothing logged as a server error, no stack per request.
    expect(a.logs.filter((line) => line.level >= 50)).toEqual([]);

    // How long after PostgreSQL started again each part was back, from the instance's own log lines. The worker
    // steps at least every second on an idle outbox, so it met the 3 s stop. A part can be back a moment before
    // `pg_ctl start` returns (the server accepts connections before pg_ctl sees it ready): that counts as 0 ms.
    const firstSinceStop = (pattern: RegExp) => a.logs.find((line) => typeof line.time === 'number' && line.time >= stopCalledAt && pattern.test(line.msg));
    const cacheBack = firstSinceStop(cacheRestored);
    expect(firstSinceStop(workerLost)).toBeDefined();
    const workerBackLine = firstSinceStop(workerBack);
    expect(cacheBack).toBeDefined();
    expect(workerBackLine).toBeDefined();
    const cacheMs = Math.max(0, (cacheBack!.time as number) - startedAt);
    const workerMs = Math.max(0, (workerBackLine!.time as number) - startedAt);
    console.info(
      `Ready again ${backAfterRestart} ms after \`pg_ctl restart -m fast\` returned, ${backAfterStop} ms after PostgreSQL started again ` +
        `(stopped ${((startedAt - downFrom) / 1000).toFixed(1)} s); the cache listening again after ${cacheMs} ms, the e-mail worker after ` +
        `${workerMs} ms; ${answers.length} requests, ${refused.length} answered 503.`,
    );
    expect(backAfterStop).toBeLessThan(10_000);
    expect(cacheMs).toBeLessThan(10_000);
    expect(workerMs).toBeLessThan(10_000);
  }, 120_000);

  it('SIGTERM: not ready any more, the request in flight answered, exit 0', async () => {
    // A login whose body is still arriving when the signal comes: a request in flight.
    const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    let readyAfterSignal: number | undefined;
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: b.port, path: '/api/auth/login', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        b.child.kill('SIGTERM');
        setTimeout(() => {
          void statusOf(b, '/api/ready').then((status) => {
            readyAfterSignal = status;
            req.end(body.slice(10));
          });
        }, 300);
      }, 200);
    });
    const answered = await inFlight;
    // Not ready from the moment of the signal: a 503, or no more connections taken at all (0).
    expect([0, 503]).toContain(readyAfterSignal);
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ user: { email: ADMIN.email } });
    const started = Date.now();
    expect(await b.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(b.logs.some((line) => line.msg.startsWith('SIGTERM received: not ready any more'))).toBe(true);

    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
  }, 60_000);
});
