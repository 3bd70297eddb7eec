// Locations inside the project, the same whether running from source (tsx) or from dist/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(projectRoot, 'server/db/migrations');
export const seedMediaDir = join(projectRoot, 'server/seed/media');
export const webDistDir = join(projectRoot, 'dist/web');
