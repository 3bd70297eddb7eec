// How packaging ends when it does not make a package: the film cannot be packaged (its reason is shown to the
// admin and stored in films.error), or the run was stopped from outside (nothing to record: the worker decides).

/** The film failed: `message` is what the admin reads (ffmpeg's last lines, at most REASON_MAX_CHARS). */
export class PackagingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PackagingError';
  }
}

/** The AbortSignal fired (a stop, or the claim was lost): ffmpeg was killed and the output removed. */
export class PackagingAbortedError extends Error {
  constructor() {
    super('Packaging was stopped');
    this.name = 'PackagingAbortedError';
  }
}

export const REASON_MAX_CHARS = 1000;

/**
 * The last lines of a tool's stderr, at most REASON_MAX_CHARS, with our own paths replaced by short names: the
 * admin needs ffmpeg's reason, not the server's folder layout.
 */
export function reasonFrom(stderr: string, paths: Record<string, string> = {}): string {
  let text = stderr;
  for (const [path, name] of Object.entries(paths)) text = text.split(path).join(name);
  const lines = text
    .split(/\r?\n/)
    // "[mov,mp4,m4a @ 0x55d0c0] moov atom not found": the component and its memory address mean nothing to an admin.
    .map((line) => line.replace(/^\[[^\]]* @ 0x[0-9a-f]+\]\s*/, '').trim())
    // ffmpeg 4.1's HLS muxer says this for every run with %v in the output name; it is never the reason.
    .filter((line) => line && !line.includes('Cannot use rename on non file protocol'));
  const kept: string[] = [];
  let length = 0;
  for (const line of lines.reverse()) {
    if (length + line.length + 1 > REASON_MAX_CHARS) {
      if (kept.length === 0) kept.push(line.slice(-REASON_MAX_CHARS));
      break;
    }
    kept.unshift(line);
    length += line.length + 1;
  }
  return kept.join('\n');
}
