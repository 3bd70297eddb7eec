// A real S3 server for tests and development: a one-node Ceph cluster (one monitor, one OSD on a sparse file,
// radosgw with the beast frontend) on 127.0.0.1, in a temporary directory, without systemd or root-owned paths.
// Debian's packages: `apt-get install ceph-mon ceph-osd radosgw ceph-common`. Why RGW and not a mock server:
// docs/decisions/0019-object-store.md, "The bucket".
//
//   const rgw = await startRgw();          // about 6 s; about 140 MB of memory at rest, 350 MB under load
//   await rgw.createBucket('films');
//   … S3 calls to rgw.endpoint, path style, rgw.region, rgw.accessKeyId / rgw.secretAccessKey …
//   await rgw.stop();                      // every daemon ended, the directory removed
//
// As a command, `node scripts/lib/rgw.mjs [--port N] [--bucket NAME]` starts one, prints the S3_* variables that
// point the app at it and runs until it is interrupted. As vitest.s3.config.ts's globalSetup, it starts one for the
// *.s3.test.ts files (setup, below).
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './app-server.mjs';
import { logTail, sleep } from './processes.mjs';
import { cephConfig } from './rgw-config.mjs';

const execFileAsync = promisify(execFile);

// Fixed and public: this server only ever listens on loopback and lives as long as a test run.
const ACCESS_KEY_ID = 'STUDIOTESTACCESSKEY1';
const SECRET_ACCESS_KEY = 'studio-test-secret-access-key-0000000000';
const REGION = 'us-east-1';
const START_TIMEOUT_MS = 90_000;

/**
 * Starts radosgw on 127.0.0.1:`port` (default: a free port) over a fresh one-node Ceph cluster, with an S3 user
 * whose keys it returns. Rejects, with the tail of each daemon's log, when it does not answer within 90 s.
 */
export async function startRgw({ port } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'studio-rgw-'));
  for (const sub of ['mon', 'osd', 'rgw', 'run', 'log', 'crash']) mkdirSync(join(dir, sub));
  const conf = join(dir, 'ceph.conf');
  const monPort = await freePort();
  const rgwPort = port ?? (await freePort());
  const fsid = randomUUID();
  writeFileSync(conf, cephConfig({ dir, fsid, monPort, rgwPort }));
  const cephArgs = ['-c', conf, '--connect-timeout', '20'];
  const deadline = Date.now() + START_TIMEOUT_MS;
  // Every tool run within what is left of the 90 s.
  const run = (command, args) => execFileAsync(command, args, { timeout: Math.max(1_000, deadline - Date.now()) });

  /** @type {import('node:child_process').ChildProcess[]} */
  const daemons = [];
  const killAll = () => {
    for (const daemon of daemons) if (daemon.exitCode === null && daemon.signalCode === null) daemon.kill('SIGKILL');
  };
  // A test process that dies (or is ended) without calling stop() must not leave daemons behind it.
  const onExit = () => {
    killAll();
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A daemon still writing as it dies; the directory is in the system's temporary folder.
    }
  };
  process.once('exit', onExit);

  // Each daemon's own output goes to a file, not a pipe: nothing of them keeps this process's event loop alive, and
  // through setpriv (util-linux) the kernel kills them should this process die without running its exit handlers.
  const daemon = (command, args) => {
    const outputPath = join(dir, 'log', `${command}.out`);
    const output = openSync(outputPath, 'a');
    const child = spawn('setpriv', ['--pdeathsig', 'KILL', '--', command, '-f', '-c', conf, ...args], {
      stdio: ['ignore', output, output],
    });
    closeSync(output);
    child.unref();
    let spawnError = '';
    child.on('error', (error) => {
      spawnError = error.message;
    });
    child.describe = () => {
      const state = child.exitCode === null && child.signalCode === null ? 'running' : `exited (${child.exitCode ?? child.signalCode})`;
      const said = `${spawnError}\n${logTail(outputPath, 10)}`.trim();
      return `${command} ${state}${said && said !== '(no log)' ? `: ${said}` : ''}`;
    };
    daemons.push(child);
    return child;
  };

  const logsTail = () =>
    [
      ...daemons.map((child) => child.describe()),
      ...['rgw', 'osd.0', 'mon.a'].map((name) => `--- ${name}.log\n${logTail(join(dir, 'log', `${name}.log`), 15)}`),
    ].join('\n');

  // The cluster is thrown away with its directory, so nothing is worth a graceful shutdown (an OSD takes seconds
  // over one): every daemon is killed at once.
  const stop = async () => {
    process.removeListener('exit', onExit);
    await Promise.all(
      daemons.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            // Referenced again, so that this process waits for the exit it is told of.
            child.ref();
            child.once('exit', resolve);
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };

  const step = async (what, action) => {
    try {
      return await action();
    } catch (error) {
      const detail = error.stderr ? `${error.message}\n${error.stderr}` : error.message;
      throw new Error(`RGW did not start (${what}): ${detail}\n${logsTail()}`, { cause: error });
    }
  };

  try {
    // The monitor: a map with itself only, a store made from it, then the daemon.
    await step('monitor', async () => {
      await run('ceph-authtool', ['--create-keyring', join(dir, 'keyring'), '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *']);
      await run('monmaptool', ['--create', '--addv', 'a', `[v2:127.0.0.1:${monPort}]`, '--fsid', fsid, join(dir, 'monmap')]);
      await run('ceph-mon', ['-c', conf, '--mkfs', '-i', 'a', '--monmap', join(dir, 'monmap'), '--keyring', join(dir, 'keyring')]);
      daemon('ceph-mon', ['-i', 'a']);
    });

    // The OSD: registered with the monitor (which answers once it has formed its quorum of one), its bluestore made
    // on a sparse file, then the daemon.
    await step('OSD', async () => {
      const osdUuid = randomUUID();
      const { stdout } = await run('ceph', [...cephArgs, 'osd', 'new', osdUuid]);
      const id = stdout.trim();
      if (id !== '0') throw new Error(`expected OSD id 0, got '${id}'`);
      await run('ceph-osd', ['-c', conf, '-i', '0', '--mkfs', '--osd-uuid', osdUuid]);
      daemon('ceph-osd', ['-i', '0']);
    });

    // The gateway creates its pools itself once the OSD is up; it opens its port when they are usable.
    daemon('radosgw', ['-n', 'client.rgw.a']);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    await step('gateway', async () => {
      for (;;) {
        const exited = daemons.find((child) => child.exitCode !== null || child.signalCode !== null);
        if (exited) throw new Error(exited.describe());
        // The gateway's anonymous bucket list, not whatever else might answer on a port that was given.
        const answered = await fetch(endpoint, { signal: AbortSignal.timeout(2_000) }).then(
          async (response) => (await response.text()).includes('ListAllMyBucketsResult'),
          () => false,
        );
        if (answered) break;
        if (Date.now() > deadline) throw new Error(`no answer on ${endpoint} within ${START_TIMEOUT_MS / 1000} s`);
        await sleep(250);
      }
    });

    // An S3 user with fixed keys, so that clients sign their requests as they do with AWS.
    await step('S3 user', () =>
      run('radosgw-admin', [
        '-c',
        conf,
        '-n',
        'client.admin',
        'user',
        'create',
        '--uid=studio',
        '--display-name=Studio tests',
        `--access-key=${ACCESS_KEY_ID}`,
        `--secret=${SECRET_ACCESS_KEY}`,
      ]),
    );

    const createBucket = async (name) => {
      const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client({
        endpoint,
        region: REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
        requestChecksumCalculation: 'WHEN_REQUIRED',
      });
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } catch (error) {
        // Asking twice is no error: the bucket is ours already.
        if (error?.name !== 'BucketAlreadyOwnedByYou' && error?.name !== 'BucketAlreadyExists') throw error;
      } finally {
        client.destroy();
      }
    };

    return {
      endpoint,
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      /** The cluster's directory: its ceph.conf, and each daemon's log under log/. */
      dir,
      pids: () => daemons.map((child) => child.pid),
      createBucket,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The bucket the storage tests share (each test under a prefix of its own): S3_TEST_BUCKET. */
export const S3_TESTS_BUCKET = 'studio-s3-tests';

/** What the storage tests (*.s3.test.ts) read to find a gateway and their bucket. */
export const s3TestEnvironment = (rgw, bucket) => ({
  S3_TEST_ENDPOINT: rgw.endpoint,
  S3_TEST_REGION: rgw.region,
  S3_TEST_ACCESS_KEY_ID: rgw.accessKeyId,
  S3_TEST_SECRET_ACCESS_KEY: rgw.secretAccessKey,
  S3_TEST_BUCKET: bucket,
});

/**
 * As a Vitest globalSetup (vitest.s3.config.ts): one server for every *.s3.test.ts file, which the tests find in
 * S3_TEST_ENDPOINT, S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY and S3_TEST_BUCKET (set here,
 * before Vitest starts the processes that run the test files). When S3_TEST_ENDPOINT is set already, that server
 * is used and none is started.
 */
export async function setup() {
  if (process.env.S3_TEST_ENDPOINT) return undefined;
  const started = Date.now();
  const rgw = await startRgw();
  await rgw.createBucket(S3_TESTS_BUCKET);
  console.info(`RGW for the S3 tests: ${rgw.endpoint}, up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  Object.assign(process.env, s3TestEnvironment(rgw, S3_TESTS_BUCKET));
  return () => rgw.stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argument = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const port = argument('--port') ? Number(argument('--port')) : undefined;
  const bucket = argument('--bucket') ?? 'studio';
  const started = Date.now();
  const rgw = await startRgw({ port });
  await rgw.createBucket(bucket);
  console.info(`# RGW up in ${((Date.now() - started) / 1000).toFixed(1)} s (logs in ${rgw.dir}/log); Ctrl-C stops it`);
  console.info(
    [
      `S3_ENDPOINT=${rgw.endpoint}`,
      `S3_REGION=${rgw.region}`,
      `S3_ACCESS_KEY_ID=${rgw.accessKeyId}`,
      `S3_SECRET_ACCESS_KEY=${rgw.secretAccessKey}`,
      `S3_BUCKET=${bucket}`,
      'S3_FORCE_PATH_STYLE=true',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await rgw.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
  // Keeps the process alive until a signal.
  setInterval(() => {}, 1 << 30);
}
