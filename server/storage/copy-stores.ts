// Copies objects from one store to another: how a studio moves from one machine (DATA_DIR) to a bucket
// (`npm run storage:migrate`, docs/deploy.md). Idempotent and resumable: an object the target already holds at the
// same size is skipped, so a run cut short is simply run again.
import type { ObjectStore } from './object-store.ts';

export interface CopyReport {
  copied: number;
  skipped: number;
  bytes: number;
}

export interface CopyOptions {
  /** Only keys under these prefixes ('media/', 'private/films/'). */
  prefixes: string[];
  /** Objects copied at once. */
  concurrency?: number;
  onCopied?: (key: string, size: number) => void;
}

export async function copyStores(from: ObjectStore, to: ObjectStore, options: CopyOptions): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for (const prefix of options.prefixes) {
    const listing = from.list(prefix)[Symbol.asyncIterator]();
    // Each worker takes the next listed object: the listing is read once, however many copy.
    const copier = async () => {
      for (let next = await listing.next(); !next.done; next = await listing.next()) {
        const { key, size } = next.value;
        const there = await to.head(key);
        if (there?.size === size) {
          report.skipped += 1;
          continue;
        }
        const local = from.localPathOf?.(key);
        if (local) await to.putFile(key, local);
        else {
          const opened = await from.open(key);
          if (!opened) continue; // removed since it was listed
          await to.put(key, opened.body);
        }
        report.copied += 1;
        report.bytes += size;
        options.onCopied?.(key, size);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, copier));
  }
  return report;
}
