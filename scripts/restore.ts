// `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` (scripts/backup.ts) back into DATA_DIR.
// Refused while the server has the embedded database open, and into a DATA_DIR that holds anything unless
// --force, which replaces its database and files (the replaced ones are moved aside, not deleted).
//
// The archive is unpacked into a folder inside DATA_DIR (so the final moves are renames on one disk), checked
// (its manifest, only the folders a backup writes, no links, a database that opens), and only then moved into
// place: a damaged archive leaves DATA_DIR as it was.
import { createReadStream, existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import type { Config } from '../server/config.ts';
import { loadConfig } from '../server/config.ts';
import { newPglite } from '../server/db/client.ts';
import {
  BACKED_UP_FOLDERS,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  Refusal,
  UsageError,
  refuseWhileOpen,
  refuseWithPostgres,
  runCommand,
  runTar,
  type Manifest,
} from './backup.ts';

const ALLOWED_TOP_LEVEL = new Set<string>([MANIFEST_NAME, ...BACKED_UP_FOLDERS]);

/** Refuses anything but folders and regular files: an archive with a link could write outside DATA_DIR later. */
async function refuseLinks(root: string, path = root): Promise<void> {
  for (const dirent of await readdir(path, { withFileTypes: true })) {
    const child = join(path, dirent.name);
    if (dirent.isDirectory()) await refuseLinks(root, child);
    else if (!dirent.isFile()) throw new Refusal(`The archive holds ${child.slice(root.length + 1)}, which is not a file or a folder: not restored.`);
  }
}

async function readManifest(staging: string, file: string): Promise<Manifest> {
  const text = await readFile(join(staging, MANIFEST_NAME), 'utf8').catch(() => undefined);
  const manifest = text === undefined ? undefined : (JSON.parse(text) as Partial<Manifest>);
  if (manifest?.format !== MANIFEST_FORMAT) {
    throw new Refusal(`${file} is not an archive of npm run backup (no ${MANIFEST_NAME} of format ${MANIFEST_FORMAT}): nothing was restored.`);
  }
  return manifest as Manifest;
}

/** Opens the unpacked database once: an archive whose database does not open replaces nothing. */
async function checkDatabase(dbDir: string, file: string): Promise<void> {
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new Refusal(`${file} holds no database (db/PG_VERSION is missing): nothing was restored.`);
  const client = newPglite(dbDir);
  try {
    await client.waitReady;
    await client.query('select 1');
  } catch (error) {
    throw new Refusal(`The database in ${file} does not open (${(error as Error).message}): nothing was restored.`);
  } finally {
    await client.close().catch(() => undefined);
  }
}

export async function restore(file: string, config: Config, { force }: { force: boolean }): Promise<string> {
  refuseWithPostgres(config, 'restore');
  const { dataDir } = config;
  const archive = resolve(file);
  if (!existsSync(archive)) throw new Refusal(`${archive} does not exist.`);
  refuseWhileOpen(dataDir);
  const present = existsSync(dataDir) ? await readdir(dataDir) : [];
  if (present.length > 0 && !force) {
    throw new Refusal(
      `${dataDir} (DATA_DIR) is not empty: restoring would replace its database and files. Run again with --force ` +
        'to replace them (the current ones are moved to a replaced-<date> folder inside it), or set DATA_DIR to an empty folder.',
    );
  }

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  try {
    // --no-same-owner: the files belong to whoever restores (the service's user), not to the uids in the archive.
    await runTar(['-x', '-f', '-', '--no-same-owner', '-C', staging], { from: [createReadStream(archive), createGunzip()] }).catch(
      (error: unknown) => {
        throw new Refusal(`${archive} could not be unpacked (${(error as Error).message}): nothing was restored.`);
      },
    );
    const manifest = await readManifest(staging, archive);
    const unexpected = (await readdir(staging)).filter((name) => !ALLOWED_TOP_LEVEL.has(name));
    if (unexpected.length > 0) throw new Refusal(`${archive} holds ${unexpected.join(', ')}, which a backup never writes: nothing was restored.`);
    await refuseLinks(staging);
    await checkDatabase(join(staging, 'db'), archive);

    // The server may have been started meanwhile.
    refuseWhileOpen(dataDir);
    let replacedDir: string | undefined;
    for (const folder of BACKED_UP_FOLDERS) {
      const current = join(dataDir, folder);
      if (existsSync(current)) {
        replacedDir ??= join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
        await mkdir(replacedDir, { recursive: true });
        await rename(current, join(replacedDir, folder));
      }
      const restored = join(staging, folder);
      if (existsSync(restored) && (await lstat(restored)).isDirectory()) await rename(restored, current);
    }
    const replaced = replacedDir ? `\nThe database and files it replaced are in ${replacedDir}: delete it once the site is checked.` : '';
    return `Restored ${archive} (backed up ${manifest.createdAt}, ${manifest.files} files) into ${dataDir}.${replaced}`;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main() {
  await runCommand('npm run restore -- FILE.tar.gz [--force]', async () => {
    let parsed;
    try {
      parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const [file, ...rest] = parsed.positionals;
    if (!file || rest.length > 0) throw new UsageError('Name the one archive to restore.');
    return restore(file, loadConfig(), { force: parsed.values.force });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
