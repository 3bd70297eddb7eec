// What every ObjectStore must do, as one suite that each store's tests run on their own store: this disk
// (disk-store.test.ts) and a real S3 server (s3-store.s3.test.ts). Callers rely on these, never on a store's kind.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStores } from '../copy-stores.ts';
import { scopedStore, type ObjectStore } from '../object-store.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function keysOf(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** `makeStore` gives a store no other test writes to (a fresh folder, or a fresh prefix of a bucket). */
export function describeObjectStore(name: string, makeStore: () => ObjectStore | Promise<ObjectStore>) {
  describe(`${name}: the object store contract`, () => {
    let store: ObjectStore;
    let scratch: string;
    beforeAll(async () => {
      store = await makeStore();
      scratch = mkdtempSync(join(tmpdir(), 'store-contract-'));
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('puts and reads back a buffer and a stream; a second put replaces the content whole', async () => {
      await store.put('a/one.txt', Buffer.from('first'));
      expect((await store.read('a/one.txt'))?.toString()).toBe('first');
      await store.put('a/one.txt', Readable.from([Buffer.from('second '), Buffer.from('version')]));
      expect((await store.read('a/one.txt'))?.toString()).toBe('second version');
    });

    it('answers null for what it does not hold', async () => {
      await expect(store.read('nothing/here.bin')).resolves.toBeNull();
      await expect(store.head('nothing/here.bin')).resolves.toBeNull();
      await expect(store.open('nothing/here.bin')).resolves.toBeNull();
    });

    it('keeps nothing of a put whose stream fails', async () => {
      async function* failing() {
        yield Buffer.alloc(1000, 1);
        throw new Error('client went away');
      }
      await expect(store.put('failed/cut.bin', Readable.from(failing()))).rejects.toThrow('client went away');
      await expect(store.head('failed/cut.bin')).resolves.toBeNull();
      expect(await keysOf(store, 'failed/')).toEqual([]);
    });

    it('describes an object: size, a quoted ETag that changes with the content, the time it was written', async () => {
      await store.put('head/x.bin', Buffer.alloc(1234, 7));
      const first = await store.head('head/x.bin');
      expect(first).toMatchObject({ size: 1234 });
      expect(first?.etag).toMatch(/^"[^"]+"$/);
      expect(Math.abs(first!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
      await store.put('head/x.bin', Buffer.alloc(1234, 8));
      expect((await store.head('head/x.bin'))?.etag).not.toBe(first?.etag);
    });

    it('streams a whole object and byte ranges of it, clamped to its end', async () => {
      const bytes = randomBytes(100_000);
      await store.put('ranges/r.bin', bytes);
      const whole = await store.open('ranges/r.bin');
      expect(whole).toMatchObject({ size: 100_000 });
      expect(whole?.range).toBeUndefined();
      expect((await buffer(whole!.body)).equals(bytes)).toBe(true);
      for (const range of [
        { start: 0, end: 99 },
        { start: 50_000, end: 60_000 },
        { start: 99_990, end: 200_000 },
      ]) {
        const opened = await store.open('ranges/r.bin', range);
        const end = Math.min(range.end, 99_999);
        expect(opened).toMatchObject({ size: 100_000, range: { start: range.start, end } });
        expect((await buffer(opened!.body)).equals(bytes.subarray(range.start, end + 1))).toBe(true);
      }
    });

    it('stores a local file (copied, or moved) and downloads an object to a file', async () => {
      const bytes = randomBytes(300_000);
      const source = join(scratch, 'source.bin');
      writeFileSync(source, bytes);
      await store.putFile('files/copied.bin', source);
      expect(existsSync(source)).toBe(true);
      await store.putFile('files/moved.bin', source, { move: true });
      expect(existsSync(source)).toBe(false);
      const target = join(scratch, 'downloaded.bin');
      await store.download('files/moved.bin', target);
      expect(sha256(readFileSync(target))).toBe(sha256(bytes));
      expect(sha256((await store.read('files/copied.bin'))!)).toBe(sha256(bytes));
    });

    it('moves an object to another key', async () => {
      await store.put('moves/from.bin', Buffer.from('moving'));
      await store.move('moves/from.bin', 'moves/sub/to.bin');
      await expect(store.head('moves/from.bin')).resolves.toBeNull();
      expect((await store.read('moves/sub/to.bin'))?.toString()).toBe('moving');
    });

    it('lists a folder deep, deletes one object and a whole folder, and never reaches past a folder', async () => {
      for (const key of ['tree/a.txt', 'tree/b/c.txt', 'tree/b/d/e.txt', 'treehouse/f.txt']) await store.put(key, Buffer.from(key));
      expect(await keysOf(store, 'tree/')).toEqual(['tree/a.txt', 'tree/b/c.txt', 'tree/b/d/e.txt']);
      await store.delete('tree/a.txt');
      await store.delete('tree/missing.txt');
      expect(await keysOf(store, 'tree/')).toEqual(['tree/b/c.txt', 'tree/b/d/e.txt']);
      // A folder is not an object, and a file has nothing under it: neither call fails.
      await store.delete('tree/b');
      await store.deletePrefix('tree/b/c.txt/');
      expect(await keysOf(store, 'tree/')).toEqual(['tree/b/c.txt', 'tree/b/d/e.txt']);
      await store.deletePrefix('tree/b/');
      expect(await keysOf(store, 'tree/')).toEqual([]);
      expect(await keysOf(store, 'treehouse/')).toEqual(['treehouse/f.txt']);
    });

    it('sees only its own folder when scoped', async () => {
      const media = scopedStore(store, 'scoped-media/');
      const films = scopedStore(store, 'scoped-private/');
      await media.put('movies/p.jpg', Buffer.from('poster'));
      await films.put('films/s.mp4', Buffer.from('source'));
      expect(await keysOf(media, '')).toEqual(['movies/p.jpg']);
      expect(await keysOf(films, '')).toEqual(['films/s.mp4']);
      await expect(media.read('films/s.mp4')).resolves.toBeNull();
      expect((await store.read('scoped-private/films/s.mp4'))?.toString()).toBe('source');
    });

    it('receives a copy of another store once: a second run skips what is there', async () => {
      const folder = `copy-${randomUUID()}/`;
      await store.put(`${folder}x.bin`, Buffer.from('x'));
      await store.put(`${folder}deep/y.bin`, Buffer.from('yy'));
      const target = scopedStore(store, `copy-target-${randomUUID()}/`);
      expect(await copyStores(store, target, { prefixes: [folder] })).toEqual({ copied: 2, skipped: 0, bytes: 3 });
      expect(await copyStores(store, target, { prefixes: [folder] })).toEqual({ copied: 0, skipped: 2, bytes: 0 });
      expect((await target.read(`${folder}deep/y.bin`))?.toString()).toBe('yy');
    });
  });
}
