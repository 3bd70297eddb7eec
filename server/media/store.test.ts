import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStore } from '../storage/disk-store.ts';
import { createMediaStore } from './store.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const media = createMediaStore(createDiskStore(root));

describe('the local media store', () => {
  it('saves a stream and reads it back; a missing key reads as null', async () => {
    await expect(media.save('films/clip.mp4', Readable.from([Buffer.from('abc'), Buffer.from('def')]))).resolves.toBe('/uploads/films/clip.mp4');
    expect((await media.read('films/clip.mp4'))?.toString()).toBe('abcdef');
    await expect(media.read('films/none.mp4')).resolves.toBeNull();
    await expect(media.read('films')).resolves.toBeNull();
  });

  it('leaves nothing behind, not even a part, when the content fails halfway', async () => {
    async function* failing() {
      yield Buffer.from('first half');
      throw new Error('client went away');
    }
    await expect(media.save('trailers/cut.mp4', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'trailers'))).toEqual([]);
  });

  it('replaces an object whole', async () => {
    await media.save('stills/a.jpg', Buffer.from('old'));
    await media.save('stills/a.jpg', Buffer.from('new bytes'));
    expect((await media.read('stills/a.jpg'))?.toString()).toBe('new bytes');
    expect(readdirSync(join(root, 'stills'))).toEqual(['a.jpg']);
  });

  it('refuses a key that escapes its folder', async () => {
    await expect(media.save('../outside.txt', Buffer.from('x'))).rejects.toThrow('escapes');
    await expect(media.read('../outside.txt')).rejects.toThrow('escapes');
  });
});
