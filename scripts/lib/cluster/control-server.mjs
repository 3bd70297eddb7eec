// The control server of a cluster run: what the tests ask of the processes the run owns (CLUSTER_CONTROL_URL).
import { createServer } from 'node:http';
import { freePort } from '../app-server.mjs';
import { sleep } from '../processes.mjs';
import { describeInstance, instances, spawnInstance } from './instances.mjs';
import { createDatabase } from './postgres.mjs';
import { figures, log, onStop, seconds } from './run.mjs';

/**
 *   GET  /state                               the instances, the database
 *   POST /postgres/restart {holdMs?}          restarts the private cluster (with holdMs, stops it, waits, starts
 *                                             it); answers {stopRequestedAt, downAt, startingAt, backAt} (epoch ms;
 *                                             downAt: stopped; backAt: accepting connections again)
 *   POST /databases {name}                    CREATE DATABASE on the private cluster: {url}
 *   POST /instances {databaseUrl, env?, count}  starts `count` instances at the same moment (not waiting for them):
 *                                             {instances: [{name, url, pid}]}
 *   GET  /instances/<name>                    one instance: alive, exit
 *   POST /instances/<name>/stop               stops it (and removes its DATA_DIR)
 *   POST /report {name, value}                a figure for the summary
 */
export function startControlServer({ postgres, clusterEnv }) {
  let extraCount = 0;
  const routes = {
    'GET /state': () => ({ instances: [...instances.values()].map(describeInstance), postgres: { url: postgres.url, port: postgres.port } }),
    'POST /postgres/restart': async ({ holdMs = 0 }) => {
      const stopRequestedAt = Date.now();
      let downAt;
      let startingAt;
      if (holdMs > 0) {
        await postgres.stop();
        downAt = Date.now();
        await sleep(holdMs);
        startingAt = Date.now();
        await postgres.start();
      } else {
        downAt = startingAt = stopRequestedAt;
        await postgres.restart();
      }
      const backAt = Date.now();
      log(`PostgreSQL ${holdMs > 0 ? `stopped for ${seconds(holdMs)} and started` : 'restarted'} (down ${seconds(backAt - stopRequestedAt)})`);
      return { stopRequestedAt, downAt, startingAt, backAt };
    },
    'POST /databases': async ({ name }) => ({ url: await createDatabase(postgres.url, name) }),
    'POST /instances': async ({ databaseUrl: url, env = {}, count = 1 }) => {
      const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
      const started = ports.map((port) => {
        extraCount += 1;
        return spawnInstance(`extra-${extraCount}`, port, { ...clusterEnv, PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: url, ...env });
      });
      return { instances: started.map(describeInstance) };
    },
    'POST /report': ({ name, value }) => {
      figures.set(String(name), value);
      return {};
    },
  };
  const server = createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      const path = new URL(req.url, 'http://control').pathname;
      let answer;
      const one = path.match(/^\/instances\/([\w-]+)(\/stop)?$/);
      if (one) {
        const instance = instances.get(one[1]);
        if (!instance) throw Object.assign(new Error(`no instance ${one[1]}`), { status: 404 });
        if (one[2] && req.method === 'POST') await instance.stop();
        answer = describeInstance(instance);
      } else {
        const route = routes[`${req.method} ${path}`];
        if (!route) throw Object.assign(new Error(`no route ${req.method} ${path}`), { status: 404 });
        answer = await route(body);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch (error) {
      res.writeHead(error.status ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      onStop('control server', () => new Promise((done) => server.close(() => done())));
      resolve(`http://127.0.0.1:${server.address().port}`);
    });
  });
}
