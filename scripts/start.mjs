// `npm start`: build whatever is missing or older than its sources, then run the compiled server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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

function run(script) {
  console.info(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// build:web makes the web app and the server's render of its public pages (dist/ssr, web/entry-server.tsx).
if (['dist/web/index.html', 'dist/ssr/entry-server.js'].some((output) => isStale(output, ['web', 'common']))) run('build:web');
if (isStale('dist/server/main.js', ['server', 'common'])) run('build:server');

process.env.NODE_ENV ??= 'production';
await import(join(root, 'dist/server/main.js'));
