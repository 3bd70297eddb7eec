// Which builds are missing or older than their sources: what `npm start` builds before it runs the server, and
// what `npm run test:cluster` builds before it starts its instances. Plain ESM, no dependencies: `npm start` runs it
// before anything is built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    // Dirent.parentPath arrived in Node 20.12; earlier 20.x releases only have the older `path`.
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  const target = join(root, output);
  if (!existsSync(target)) return true;
  const builtAt = statSync(target).mtimeMs;
  return sources.some((dir) => existsSync(join(root, dir)) && newestMtime(dir) > builtAt);
}

/** The npm scripts to run, in order, so that dist/ matches the sources. */
export function staleBuildScripts() {
  const scripts = [];
  // build:web makes the web app and the server's render of its public pages (dist/ssr, web/entry-server.tsx).
  if (['dist/web/index.html', 'dist/ssr/entry-server.js'].some((output) => isStale(output, ['web', 'common']))) scripts.push('build:web');
  if (isStale('dist/server/main.js', ['server', 'common'])) scripts.push('build:server');
  return scripts;
}
