// The upload lock across instances: two lockers on one PostgreSQL stand for two instances.
import { describe, expect, it } from 'vitest';
import { createPostgresLocker } from './upload-locks.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the advisory-lock locker', () => {
  const instanceA = createPostgresLocker({ url: url ?? '', acquireTimeoutMs: 5_000, pollMs: 20 });
  const instanceB = createPostgresLocker({ url: url ?? '', acquireTimeoutMs: 5_000, pollMs: 20 });

  it('lets one request at a time hold an upload, and asks the holder on another instance to let go', async () => {
    const held = instanceA.newLock('upload-1');
    let releaseAsked = 0;
    await held.lock(new AbortController().signal, () => {
      releaseAsked += 1;
    });

    const order: string[] = [];
    const waiting = instanceB.newLock('upload-1');
    const acquired = waiting.lock(new AbortController().signal, () => undefined).then(() => order.push('B has it'));
    // B waits, and its request reaches A's holder as a plea to finish.
    await expect.poll(() => releaseAsked, { timeout: 3_000 }).toBeGreaterThan(0);
    expect(order).toEqual([]);

    // Another upload is not held up meanwhile.
    const other = instanceB.newLock('upload-2');
    await other.lock(new AbortController().signal, () => undefined);
    await other.unlock();

    order.push('A lets go');
    await held.unlock();
    await acquired;
    expect(order).toEqual(['A lets go', 'B has it']);
    await waiting.unlock();
  });

  it('gives up with tus lock timeout when the holder never lets go, and when the request is aborted', async () => {
    const quick = createPostgresLocker({ url: url ?? '', acquireTimeoutMs: 300, pollMs: 20 });
    const held = instanceA.newLock('upload-3');
    await held.lock(new AbortController().signal, () => undefined);
    await expect(quick.newLock('upload-3').lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({ status_code: 500 });
    const aborted = new AbortController();
    const pending = instanceB.newLock('upload-3').lock(aborted.signal, () => undefined);
    aborted.abort();
    await expect(pending).rejects.toBeDefined();
    await held.unlock();
    // Free again: the refused waiters hold nothing.
    const next = quick.newLock('upload-3');
    await next.lock(new AbortController().signal, () => undefined);
    await next.unlock();
  });
});
