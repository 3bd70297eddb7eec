// `npm run test:pg`: the server and API tests against a real PostgreSQL. The database at DATABASE_URL
// (default: the local "test" database) is WIPED first: never point this at data you want to keep.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
console.info(`Running server tests on PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//***@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
