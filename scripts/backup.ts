// `npm run backup -- FILE`: one .tar.gz of the embedded default (docs/decisions/0021): the PGlite database
// (DATA_DIR/db), the public media (DATA_DIR/media) and the films and captions (DATA_DIR/private). Left out:
// unfinished tus uploads (private/uploads), temporary files, and DATA_DIR/mail (copies of e-mails whose rows are
// in the database). `npm run restore -- FILE` puts it back (scripts/restore.ts).
//
// PGlite has no lock: a copy taken while the server has the database open can be torn, and a second process
// opening it would corrupt it. So the server must be stopped: PGlite keeps DATA_DIR/db/postmaster.pid while the
// database is open and removes it when closed cleanly, and the copy is refused while that file is there. Nothing
// in what is copied may change meanwhile either (checked once the archive is written), so the archive holds a
// cleanly closed database, which opens as it is.
//
// The archive is written by the system's `tar` (on every Debian and macOS machine), compressed by Node's zlib:
// the project has no tar library among its dependencies, and this one command is not worth one.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { lstat, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { ConfigError, loadConfig, type Config } from '../server/config.ts';

/** The archive's first member: what it is, when it was made, what it holds. */
export const MANIFEST_NAME = 'studio-backup.json';
export const MANIFEST_FORMAT = 'ember-lane-studio-backup/1';
/** DATA_DIR's folders an archive holds, in this order. */
export const BACKED_UP_FOLDERS = ['db', 'media', 'private'] as const;

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  folders: string[];
  files: number;
  bytes: number;
}

/** A refusal: its message is for the operator, and the command exits with 1. */
export class Refusal extends Error {}
/** Arguments that make no sense: the message and the usage, exit code 2. */
export class UsageError extends Error {}

/** Exits with the refusal's message (1) or the usage (2); anything else is a bug and keeps its stack. */
export async function runCommand(usage: string, command: () => Promise<string>): Promise<void> {
  try {
    console.info(await command());
  } catch (error) {
    if (error instanceof Refusal || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: ${usage}`);
      process.exit(2);
    }
    throw error;
  }
}

/** Refuses when PostgreSQL is configured: its data is not under DATA_DIR, and pg_dump is the tool (docs/deploy.md). */
export function refuseWithPostgres(config: Config, verb: 'back up' | 'restore'): void {
  if (config.databaseUrl) {
    throw new Refusal(
      `DATABASE_URL is set: the database is PostgreSQL, which this command does not ${verb}. ` +
        'Use pg_dump (or point-in-time recovery) for the database and the bucket\'s own tools (versioning, replication, rclone) for the files: see docs/deploy.md.',
    );
  }
}

/** Refuses while the embedded database is open: PGlite keeps postmaster.pid from its start until a clean close. */
export function refuseWhileOpen(dataDir: string): void {
  const pidFile = join(dataDir, 'db', 'postmaster.pid');
  if (existsSync(pidFile)) {
    throw new Refusal(
      `The embedded database in ${join(dataDir, 'db')} is open (${pidFile} exists): stop the server first ` +
        '(systemctl stop studio, or Ctrl-C), then run this again. If no server is running, it was killed without ' +
        'closing the database: start it once and stop it cleanly, which also recovers the database.',
    );
  }
}

/** Left out of an archive: a write in progress (the storage's .part files, the mail transport's .tmp ones). */
const isTemporary = (name: string) => name.endsWith('.part') || name.endsWith('.tmp');

interface Entry {
  /** Relative to DATA_DIR, with '/' separators (tar's member name). */
  name: string;
  isDirectory: boolean;
  size: number;
  mtimeMs: number;
}

/** The folders and files to archive under `folder` (relative to dataDir), depth first; symlinks are not followed. */
async function collect(dataDir: string, folder: string, into: Entry[]): Promise<void> {
  const absolute = join(dataDir, folder);
  const info = await lstat(absolute);
  into.push({ name: folder, isDirectory: true, size: 0, mtimeMs: info.mtimeMs });
  for (const dirent of await readdir(absolute, { withFileTypes: true })) {
    const name = `${folder}/${dirent.name}`;
    if (name === 'private/uploads' || isTemporary(dirent.name)) continue;
    if (dirent.isDirectory()) await collect(dataDir, name, into);
    else if (dirent.isFile()) {
      const file = await lstat(join(dataDir, name));
      into.push({ name, isDirectory: false, size: file.size, mtimeMs: file.mtimeMs });
    }
  }
}

/**
 * Runs `tar` with `args`, its output piped through `to` (the archive being written) or its input fed from `from`
 * (the archive being read); rejects with tar's own message when it fails.
 */
export async function runTar(
  args: string[],
  io: { to: NodeJS.WritableStream[] } | { from: NodeJS.ReadableStream[] },
): Promise<void> {
  const child = spawn('tar', args, { stdio: 'pipe' });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number>((resolveExit, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Refusal('The tar command was not found: install it (apt-get install tar).') : error),
    );
    child.once('close', (code) => resolveExit(code ?? 1));
  });
  let piped: Promise<void>;
  if ('to' in io) {
    child.stdin.end();
    piped = pipeline([child.stdout, ...io.to]);
  } else {
    child.stdout.resume();
    piped = pipeline([...io.from, child.stdin]).catch((error: NodeJS.ErrnoException) => {
      // tar stopping early (a damaged archive) closes its input: its own message, below, says why. And Node
      // destroys a child's stdin when the child exits, which can come before the end of the input is seen to be
      // written even when tar read it all: tar's exit code, not the pipe, says whether the archive was read.
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  }
  const [code] = await Promise.all([exited, piped]);
  if (code !== 0) throw new Refusal(`tar failed (exit code ${code}): ${stderr.trim()}`);
}

export async function backup(file: string, config: Config): Promise<string> {
  refuseWithPostgres(config, 'back up');
  const { dataDir } = config;
  if (!existsSync(join(dataDir, 'db', 'PG_VERSION'))) {
    throw new Refusal(`There is no embedded database in ${join(dataDir, 'db')} (DATA_DIR=${dataDir}): nothing to back up.`);
  }
  const target = resolve(file);
  if (existsSync(target)) throw new Refusal(`${target} exists already: name another file, or delete it first.`);
  // Inside DATA_DIR it would change what it copies while being written, and be copied by the next backup.
  if (target.startsWith(dataDir + sep)) throw new Refusal(`${target} is inside DATA_DIR (${dataDir}): write the archive somewhere else.`);
  refuseWhileOpen(dataDir);

  const startedAt = Date.now();
  const entries: Entry[] = [];
  for (const folder of BACKED_UP_FOLDERS) if (existsSync(join(dataDir, folder))) await collect(dataDir, folder, entries);
  const files = entries.filter((entry) => !entry.isDirectory);
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date(startedAt).toISOString(),
    folders: BACKED_UP_FOLDERS.filter((folder) => existsSync(join(dataDir, folder))),
    files: files.length,
    bytes: files.reduce((sum, entry) => sum + entry.size, 0),
  };

  const work = await mkdtemp(join(tmpdir(), 'studio-backup-'));
  const partial = `${target}.partial`;
  try {
    await writeFile(join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const list = join(work, 'files');
    await writeFile(list, entries.map((entry) => `${entry.name}\0`).join(''));
    // The list names every folder and file, so tar must not descend by itself (it would add what was left out).
    await runTar(['-c', '-f', '-', '--no-recursion', '-C', work, MANIFEST_NAME, '-C', dataDir, '--null', '-T', list], {
      to: [createGzip(), createWriteStream(partial)],
    });
    await refuseChanges(dataDir, entries);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const size = (await stat(target)).size;
  const skipped = config.objectStore
    ? `\nS3_BUCKET is set: the files in the bucket are not in this archive; back them up with the bucket's own tools (docs/deploy.md).`
    : '';
  return `Backed up ${dataDir} (${files.length} files, the database included: ${megabytes(manifest.bytes)}) to ${target} (${megabytes(size)}).${skipped}`;
}

/** The database was opened, or a file written, while tar read: the archive may be torn, so it is not kept. */
async function refuseChanges(dataDir: string, entries: Entry[]): Promise<void> {
  refuseWhileOpen(dataDir);
  for (const entry of entries) {
    const now = await lstat(join(dataDir, entry.name)).catch(() => undefined);
    const changed = !now || now.mtimeMs !== entry.mtimeMs || (!entry.isDirectory && now.size !== entry.size);
    if (changed) {
      throw new Refusal(
        `${join(dataDir, entry.name)} changed while it was being copied (is the server running?): no archive was written. Stop the server and run this again.`,
      );
    }
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main() {
  const usage = 'npm run backup -- FILE.tar.gz';
  await runCommand(usage, async () => {
    let positionals: string[];
    try {
      ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0) throw new UsageError('Name the one archive to write.');
    return backup(file, loadConfig());
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
