// npm run backup / restore, run as the operator runs them (tsx, a child process): a data directory built with the
// app's own database and migrations goes into one archive and comes back whole elsewhere; every refusal says why
// and exits non-zero.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPglite, openDatabase } from '../server/db/client.ts';
import { movies, users } from '../server/db/schema.ts';
import { createMovie, createUser } from '../server/test/factories.ts';
import { runTar } from './backup.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const work = mkdtempSync(join(tmpdir(), 'studio-backup-test-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- ...args` with only the given environment (no DATABASE_URL or S3_* of the machine's). */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [join(root, 'scripts', `${script}.ts`), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? work, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const FILES: Record<string, string> = {
  'media/movies/poster.abc123.jpg': 'a poster',
  'media/backstage/photo.def456.webp': 'a photo',
  'private/films/packages/1/p1/720p/segment-0.ts': 'an encrypted segment',
  'private/films/captions/1/en.vtt': 'WEBVTT\n',
};
// Never in an archive: unfinished uploads, writes in progress, mail copies and scratch files.
const LEFT_OUT: Record<string, string> = {
  'private/uploads/0123456789abcdef0123456789abcdef': 'half an upload',
  'private/uploads/0123456789abcdef0123456789abcdef.json': '{}',
  'media/movies/poster.abc123.jpg.1234.part': 'half a poster',
  'mail/1.eml': 'an e-mail',
  'tmp/uploads/x': 'scratch',
};

function writeFiles(dataDir: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dataDir, path)), { recursive: true });
    writeFileSync(join(dataDir, path), content);
  }
}

describe('npm run backup and restore (the embedded database)', () => {
  const source = join(work, 'source');
  const archive = join(work, 'site.tar.gz');
  let movieTitle: string;
  let userEmail: string;

  beforeAll(async () => {
    // A data directory as the server leaves it: migrated, with rows, and closed cleanly.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(source, 'db') });
    await database.migrate();
    movieTitle = (await createMovie(database.db)).title;
    userEmail = (await createUser(database.db)).user.email;
    await database.close();
    writeFiles(source, { ...FILES, ...LEFT_OUT });
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up into one archive and restores into an empty DATA_DIR: the same rows and files', async () => {
    const backedUp = await run('backup', [archive], { DATA_DIR: source });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(`to ${archive}`);
    expect(existsSync(`${archive}.partial`)).toBe(false);

    const target = join(work, 'restored');
    const restored = await run('restore', [archive], { DATA_DIR: target });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into ${target}`);

    for (const [path, content] of Object.entries(FILES)) expect(readFileSync(join(target, path), 'utf8')).toBe(content);
    for (const path of Object.keys(LEFT_OUT)) expect(existsSync(join(target, path))).toBe(false);
    expect(readdirSync(target).sort()).toEqual(['db', 'media', 'private']);

    const database = await openDatabase({ kind: 'pglite', dataDir: join(target, 'db') });
    try {
      await database.migrate();
      const [movie] = await database.db.select().from(movies).where(eq(movies.title, movieTitle));
      expect(movie?.title).toBe(movieTitle);
      const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.email, userEmail));
      expect(user?.email).toBe(userEmail);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to back up while the database is open, and writes nothing', async () => {
    const open = newPglite(join(source, 'db'));
    await open.waitReady;
    try {
      const file = join(work, 'while-open.tar.gz');
      const result = await run('backup', [file], { DATA_DIR: source });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is open');
      expect(result.stderr).toContain('stop the server first');
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}.partial`)).toBe(false);

      const restored = await run('restore', [archive, '--force'], { DATA_DIR: source });
      expect(restored.code).toBe(1);
      expect(restored.stderr).toContain('is open');
    } finally {
      await open.close();
    }
  }, 120_000);

  it('refuses with DATABASE_URL: PostgreSQL is backed up with pg_dump', async () => {
    const env = { DATA_DIR: source, DATABASE_URL: 'postgres://studio@127.0.0.1:5432/studio' };
    const backedUp = await run('backup', [join(work, 'pg.tar.gz')], env);
    expect(backedUp.code).toBe(1);
    expect(backedUp.stderr).toContain('pg_dump');
    expect(backedUp.stderr).toContain('docs/deploy.md');
    const restored = await run('restore', [archive], env);
    expect(restored.code).toBe(1);
    expect(restored.stderr).toContain('DATABASE_URL is set');
  }, 60_000);

  it('refuses to overwrite an archive or to write one inside DATA_DIR, and says how to call it', async () => {
    const existing = await run('backup', [archive], { DATA_DIR: source });
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('exists already');
    const inside = await run('backup', [join(source, 'media', 'site.tar.gz')], { DATA_DIR: source });
    expect(inside.code).toBe(1);
    expect(inside.stderr).toContain('is inside DATA_DIR');
    const usage = await run('backup', [], { DATA_DIR: source });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run backup -- FILE');
  }, 60_000);

  it('refuses to restore into a DATA_DIR that holds anything, unless --force, which moves the old files aside', async () => {
    const target = join(work, 'busy');
    writeFiles(target, { 'media/movies/other.jpg': 'another site', 'db/PG_VERSION': '17' });

    const refused = await run('restore', [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(join(target, 'media/movies/other.jpg'), 'utf8')).toBe('another site');

    const forced = await run('restore', [archive, '--force'], { DATA_DIR: target });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    for (const [path, content] of Object.entries(FILES)) expect(readFileSync(join(target, path), 'utf8')).toBe(content);
    expect(existsSync(join(target, 'media/movies/other.jpg'))).toBe(false);
    const [replaced] = readdirSync(target).filter((name) => name.startsWith('replaced-'));
    expect(forced.stdout).toContain(join(target, replaced ?? 'missing'));
    expect(readFileSync(join(target, replaced ?? 'missing', 'media/movies/other.jpg'), 'utf8')).toBe('another site');
    expect(readdirSync(target).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  }, 120_000);

  it('refuses an archive that npm run backup did not write, and leaves DATA_DIR as it was', async () => {
    const stranger = join(work, 'stranger.tar.gz');
    const strangerSource = join(work, 'stranger-source');
    writeFiles(strangerSource, { 'etc/passwd': 'nope' });
    const made = spawn('sh', ['-c', `tar -czf "${stranger}" -C "${strangerSource}" etc`]);
    await new Promise((resolve) => made.once('close', resolve));

    const target = join(work, 'untouched');
    const refused = await run('restore', [stranger], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not an archive of npm run backup');
    expect(readdirSync(target)).toEqual([]);

    const garbage = join(work, 'garbage.tar.gz');
    writeFileSync(garbage, 'not an archive at all');
    const unreadable = await run('restore', [garbage], { DATA_DIR: target });
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain('could not be unpacked');
    expect(readdirSync(target)).toEqual([]);
  }, 60_000);

  // Node destroys a child's stdin when the child exits; tar exits as soon as it has read the archive, which was
  // often before the end of its input was seen to be written ("Premature close" in about a third of unpacks
  // when several run at once). Only tar's exit code says whether the archive was read.
  it('unpacks a good archive every time, also when tar exits before its input is seen to end', async () => {
    const packed = join(work, 'race');
    writeFiles(packed, { 'media/a.txt': 'a', 'media/b.bin': 'b'.repeat(300_000) });
    const file = join(work, 'race.tar.gz');
    await runTar(['-c', '-f', '-', '-C', packed, 'media'], { to: [createGzip(), createWriteStream(file)] });

    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const into = join(work, `race-${index}`);
        mkdirSync(into);
        try {
          await runTar(['-x', '-f', '-', '-C', into], { from: [createReadStream(file), createGunzip()] });
          return readFileSync(join(into, 'media/a.txt'), 'utf8') === 'a' ? 'unpacked' : 'incomplete';
        } catch (error) {
          return (error as Error).message;
        }
      }),
    );
    expect(outcomes.filter((outcome) => outcome !== 'unpacked')).toEqual([]);
  }, 60_000);
});
