// One ffmpeg child: at the lowest CPU priority (the site keeps answering while a film packages), its
// `-progress pipe:1` read as seconds of output written, killed when the AbortSignal fires or its worker process
// dies, and on failure its last stderr lines as the reason.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { PackagingAbortedError, PackagingError, reasonFrom } from './errors.ts';

/** nice 19: the scheduler gives ffmpeg only the CPU time nothing else wants. */
const LOWEST_PRIORITY = 19;
/** How much of stderr is kept: enough for the last lines, bounded whatever ffmpeg prints. */
const STDERR_KEEP_CHARS = 8_000;

export interface FfmpegRun {
  /** Seconds of output written so far (from `out_time_us`), as often as ffmpeg reports (about twice a second). */
  onTime?: (seconds: number) => void;
  signal?: AbortSignal;
  /** Paths to replace by short names in the failure reason. */
  scrub?: Record<string, string>;
}

export function runFfmpeg(ffmpeg: string, args: string[], run: FfmpegRun = {}): Promise<void> {
  const { signal } = run;
  if (signal?.aborted) return Promise.reject(new PackagingAbortedError());
  return new Promise((resolve, reject) => {
    const [command, ...rest] = [...diesWithParent(), ffmpeg, '-progress', 'pipe:1', '-nostats', ...args];
    const child = spawn(command!, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) lowerPriority(child.pid);
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });

    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP_CHARS);
    });
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const seconds = outTimeOf(line);
        if (seconds !== null) run.onTime?.(seconds);
      }
    });

    child.on('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(new PackagingError(`ffmpeg could not start: ${error.message}`, { cause: error }));
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) return reject(new PackagingAbortedError());
      if (code === 0) return resolve();
      const reason = reasonFrom(stderr, run.scrub) || `ffmpeg stopped (${killedBy ?? `exit code ${code}`}) without saying why`;
      reject(new PackagingError(reason));
    });
  });
}

let deathSignalPrefix: string[] | undefined;

/**
 * A worker killed with SIGKILL cannot stop its ffmpeg, and ffmpeg ignores the broken progress pipe: it would
 * package on for hours beside the instance that takes the film over. On Linux, util-linux's setpriv gives it a
 * parent-death signal (prctl PR_SET_PDEATHSIG) and then becomes ffmpeg (same pid); elsewhere, or with a setpriv
 * too old for --pdeathsig, ffmpeg runs as it is and the orphan finishes alone (its folder is swept later).
 */
function diesWithParent(): string[] {
  if (deathSignalPrefix) return deathSignalPrefix;
  const setpriv = process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) : undefined;
  const prefix = setpriv ? [setpriv, '--pdeathsig', 'KILL', '--'] : [];
  const works = prefix.length > 0 && spawnSync(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore' }).status === 0;
  deathSignalPrefix = works ? prefix : [];
  return deathSignalPrefix;
}

function lowerPriority(pid: number) {
  try {
    setPriority(pid, LOWEST_PRIORITY);
  } catch {
    // Not allowed on this system (or ffmpeg already gone): it runs at normal priority, still one job at a time.
  }
}

/** ffmpeg 4.1 writes microseconds under both names (out_time_ms is misnamed); "N/A" before the first frame. */
function outTimeOf(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  return match ? Number(match[1]) / 1_000_000 : null;
}
