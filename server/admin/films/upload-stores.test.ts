import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILM_UPLOADS_FOLDER } from '../../films/storage.ts';
import { createDiskStore } from '../../storage/disk-store.ts';
import { createDiskUploadStore } from './upload-stores.ts';

const scratch = mkdtempSync(join(tmpdir(), 'upload-stores-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the disk upload store', () => {
  it('makes its folder before it answers', async () => {
    const root = join(scratch, 'private');
    await createDiskUploadStore(createDiskStore(root));
    expect(statSync(join(root, FILM_UPLOADS_FOLDER)).isDirectory()).toBe(true);
  });

  // The library's own mkdir threw from a callback, an uncaught exception that ended the test run (and would end
  // the process) when the data directory went away as the app closed.
  it('rejects when its folder cannot be made, instead of throwing later outside any caller', async () => {
    const aFile = join(scratch, 'a-file');
    writeFileSync(aFile, '');
    await expect(createDiskUploadStore(createDiskStore(join(aFile, 'private')))).rejects.toMatchObject({ code: 'ENOTDIR' });
    // Long enough for a stray mkdir's callback to run: its exception would fail this file as an unhandled error.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
