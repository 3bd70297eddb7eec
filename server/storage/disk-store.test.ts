import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStore } from './disk-store.ts';
import { describeObjectStore } from './testing/object-store-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'disk-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeObjectStore('a folder of this disk', () => createDiskStore(root));

describe('the disk store', () => {
  const store = createDiskStore(join(root, 'own'));

  it('refuses a key that escapes its folder', async () => {
    await expect(store.put('../outside.txt', Buffer.from('x'))).rejects.toThrow('escapes');
    await expect(store.read('../outside.txt')).rejects.toThrow('escapes');
  });

  it('leaves no part file behind, and lists none while one is being written', async () => {
    await store.put('parts/done.txt', Buffer.from('done'));
    expect(readdirSync(join(root, 'own/parts'))).toEqual(['done.txt']);
  });

  it('gives the path of a key, for tools that read files and for sending with the kernel', () => {
    expect(store.localPathOf?.('media/a.jpg')).toBe(join(root, 'own/media/a.jpg'));
  });
});
