// The cache itself: one build for concurrent callers, nothing kept from a build that raced an invalidation,
// the LRU cap, ETag and compressed forms made once, and how a kept answer is sent.
import Fastify from 'fastify';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../http/conditional.ts';
import { sendCachedAnswer } from './send.ts';
import { createPublicCache, type BuiltAnswer } from './store.ts';

const json = (body: string): BuiltAnswer => ({ status: 200, contentType: 'application/json; charset=utf-8', body });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createPublicCache', () => {
  it('builds once for concurrent callers, then serves the kept answer', async () => {
    const cache = createPublicCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json('{"a":1}');
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', ['t'], build)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.answer('k', ['t'], build);
    expect(builds).toBe(1);
  });

  it('drops entries by tag; the page tag goes with every invalidation', async () => {
    const cache = createPublicCache();
    await cache.answer('one', ['movie:1'], async () => json('1'));
    await cache.answer('two', ['movie:2'], async () => json('2'));
    await cache.answer('page', ['page'], async () => json('p'));
    cache.invalidate(['movie:1']);
    expect(cache.size).toBe(1);
    let rebuilt = false;
    await cache.answer('two', ['movie:2'], async () => ((rebuilt = true), json('2')));
    expect(rebuilt).toBe(false);
  });

  it('does not keep an answer whose build began before an invalidation of its tags, nor let later callers join it', async () => {
    const cache = createPublicCache();
    const gate = deferred<BuiltAnswer>();
    const racing = cache.answer('k', ['movie:1'], () => gate.promise);
    cache.invalidate(['movie:1']);
    // A caller after the write gets a build of its own, not the one that may have read the old rows.
    const fresh = cache.answer('k', ['movie:1'], async () => json('"new"'));
    gate.resolve(json('"old"'));
    expect((await racing).identity.toString()).toBe('"old"');
    expect((await fresh).identity.toString()).toBe('"new"');
    expect((await cache.answer('k', ['movie:1'], async () => json('"newer"'))).identity.toString()).toBe('"new"');
  });

  it('checks the tags a build adds too', async () => {
    const cache = createPublicCache();
    const gate = deferred<BuiltAnswer>();
    const racing = cache.answer('covers', ['covers'], () => gate.promise);
    cache.invalidate(['movie:7']);
    gate.resolve({ ...json('[]'), tags: ['movie:7'] });
    await racing;
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createPublicCache({ maxEntries: 2 });
    await cache.answer('a', [], async () => json('a'));
    await cache.answer('b', [], async () => json('b'));
    await cache.answer('a', [], async () => json('a'));
    await cache.answer('c', [], async () => json('c'));
    expect(cache.size).toBe(2);
    let rebuiltA = false;
    await cache.answer('a', [], async () => ((rebuiltA = true), json('a')));
    expect(rebuiltA).toBe(false);
  });

  it('keeps nothing while suspended', async () => {
    const cache = createPublicCache();
    cache.suspend();
    await cache.answer('a', [], async () => json('a'));
    expect(cache.size).toBe(0);
    cache.resume();
    await cache.answer('a', [], async () => json('a'));
    expect(cache.size).toBe(1);
  });

  it('makes the ETag and the compressed forms once; none for a small body', async () => {
    const cache = createPublicCache();
    const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, title: `Movie ${i}` })) });
    const answer = await cache.answer('big', [], async () => json(big));
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gunzipSync(answer.gzip!).toString()).toBe(big);
    expect(brotliDecompressSync(answer.br!).toString()).toBe(big);
    const small = await cache.answer('small', [], async () => json('{}'));
    expect([small.gzip, small.br]).toEqual([null, null]);
  });
});

describe('sendCachedAnswer', () => {
  it('chooses br, then gzip, by Accept-Encoding and its q-values', () => {
    const forms = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(chooseEncoding('gzip, deflate, br', forms)).toBe('br');
    expect(chooseEncoding('gzip', forms)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', forms)).toBe('gzip');
    expect(chooseEncoding('*', forms)).toBe('br');
    expect(chooseEncoding(undefined, forms)).toBe('identity');
    expect(chooseEncoding('br', { br: null, gzip: null })).toBe('identity');
  });

  it('sends the kept bytes with their headers, and 304 on a matching If-None-Match', async () => {
    const cache = createPublicCache();
    const body = JSON.stringify({ list: Array.from({ length: 100 }, (_, i) => `entry ${i}`) });
    const answer = await cache.answer('k', [], async () => json(body));
    const app = Fastify();
    app.get('/x', (request, reply) => sendCachedAnswer(request, reply, answer, 'public, no-cache'));
    const br = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', etag: answer.etag, 'cache-control': 'public, no-cache', vary: 'Accept-Encoding' });
    expect(Number(br.headers['content-length'])).toBe(answer.br!.length);
    expect(br.rawPayload.equals(answer.br!)).toBe(true);
    const plain = await app.inject({ url: '/x' });
    expect(plain.body).toBe(body);
    const notModified = await app.inject({ url: '/x', headers: { 'if-none-match': answer.etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    await app.close();
  });
});
