// A PostgreSQL cluster of a test's own, on a free loopback port in a temporary folder, that the test may restart
// or stop at will (the shared server on 5432 is never touched): initdb with trust authentication, pg_ctl to start,
// restart (`-m fast`, as an operator's restart: every session ends with 57P01) and stop, and a database `test`.
// initdb refuses to run as root: as root, the cluster belongs to the `postgres` system user (Debian's package
// creates it) and its folder is handed to that user.
//
//   const pg = await startPrivatePostgres();   // { url, port, dataDir, restart(), stop(), start(), destroy() }
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app-server.mjs';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Clusters of this process still running: stopped (and removed) if the process exits without doing it. */
const running = new Set();
process.once('exit', () => {
  for (const cluster of running) cluster.destroySync();
});

/** As root: the uid and gid of the `postgres` user, which the cluster runs as. Otherwise: undefined (ourselves). */
function clusterOwner() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, and there is no "postgres" user to own a private cluster (initdb refuses root).');
  }
}

/** Runs a PostgreSQL program as the cluster's owner; rejects with its output when it fails. */
function run(owner, program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN, program), args, {
      ...(owner ?? {}),
      // pg_ctl's server keeps stdout and stderr open: read them only until pg_ctl itself exits.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0) resolve(output);
      else reject(new Error(`${program} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

/**
 * Starts a private cluster. `port`: the one to use (default: a free one). Resolves once it accepts connections,
 * with the database `test` created. `url` is `postgresql://postgres@127.0.0.1:<port>/test`.
 */
export async function startPrivatePostgres({ port } = {}) {
  const owner = clusterOwner();
  const root = mkdtempSync(join(tmpdir(), 'studio-pg-'));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  const chosenPort = port ?? (await freePort());

  await run(owner, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Loopback only, its socket in its own folder (not the shared server's /var/run/postgresql), and quick to
  // restart: a test database needs no durability.
  const serverOptions = [
    `-p ${chosenPort}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const pgCtl = (...args) => run(owner, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args]);

  let isRunning = false;
  const cluster = {
    url: `postgresql://postgres@127.0.0.1:${chosenPort}/test`,
    port: chosenPort,
    dataDir,
    /** Where the server logs (for a failing test). */
    logFile,
    async start() {
      await pgCtl('-o', serverOptions, 'start');
      isRunning = true;
      running.add(cluster);
    },
    /** `pg_ctl restart -m fast`: every session is ended (57P01), the server is down a moment, then up again. */
    async restart() {
      await pgCtl('-m', 'fast', 'restart', '-o', serverOptions);
      isRunning = true;
      running.add(cluster);
    },
    async stop() {
      if (!isRunning) return;
      await pgCtl('-m', 'fast', 'stop');
      isRunning = false;
      running.delete(cluster);
    },
    /** Stops it if running and removes its folder. */
    async destroy() {
      await cluster.stop().catch(() => undefined);
      running.delete(cluster);
      rmSync(root, { recursive: true, force: true });
    },
    /** For the exit hook: the same, synchronously. */
    destroySync() {
      if (isRunning && existsSync(dataDir)) {
        try {
          execFileSync(join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { ...(owner ?? {}), stdio: 'ignore' });
        } catch {
          // already gone
        }
      }
      isRunning = false;
      rmSync(root, { recursive: true, force: true });
    },
  };

  await cluster.start();
  await run(owner, 'createdb', ['-h', '127.0.0.1', '-p', String(chosenPort), '-U', 'postgres', 'test']);
  return cluster;
}
