// `npm start`: build whatever is missing or older than its sources, then run the compiled server.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleBuildScripts } from './lib/stale-builds.mjs';

const root = new URL('..', import.meta.url).pathname;

for (const script of staleBuildScripts()) {
  console.info(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(join(root, 'dist/server/main.js'));
