// Every server test file: open (once) and migrate the shared test database before the first test.
import { beforeAll } from 'vitest';
import { testDatabase } from './database.ts';

beforeAll(async () => {
  await testDatabase();
});
