// The bookkeeping of one `npm run test:cluster`: its log lines, its timed steps and the summary they print, the stack
// of what to stop, the end of the run (on success, failure or a signal), and the commands it runs in the foreground.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../app-server.mjs';
import { sleep } from '../processes.mjs';

const startedAt = Date.now();
/** The instances' and nginx's logs, and the nginx configuration made for the run: kept after it. */
export const LOG_DIR = join(projectRoot, 'test-results/cluster');

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const log = (message) => console.info(`[cluster ${seconds(Date.now() - startedAt).padStart(7)}] ${message}`);

// --- What the summary prints ---------------------------------------------------------------------------------------

/** @type {Array<{ name: string, ok: boolean, ms: number, detail?: string }>} */
export const steps = [];
/** Figures the tests report through the control server (POST /report): name -> value. */
export const figures = new Map();

/** Runs one step of the run, timed, for the summary; a string result (or a result's `detail`) is shown beside it. */
export async function step(name, action) {
  // Once the run is being stopped (Ctrl-C), nothing new starts.
  if (finishing) throw new Error('interrupted');
  const began = Date.now();
  log(`${name}…`);
  try {
    const result = await action();
    steps.push({ name, ok: true, ms: Date.now() - began, detail: typeof result === 'string' ? result : result?.detail });
    return result;
  } catch (error) {
    steps.push({ name, ok: false, ms: Date.now() - began, detail: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

function printSummary(outcome) {
  const lines = ['', '=== test:cluster summary'];
  const width = Math.max(0, ...steps.map((s) => s.name.length));
  for (const { name, ok, ms, detail } of steps) {
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(width)} ${seconds(ms).padStart(8)}${detail ? `  ${detail.split('\n')[0].slice(0, 160)}` : ''}`);
  }
  if (figures.size > 0) {
    lines.push('  figures reported by the tests:');
    for (const [name, value] of figures) lines.push(`    ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  lines.push(`  logs: ${LOG_DIR}`);
  lines.push(`  ${outcome} in ${seconds(Date.now() - startedAt)}`);
  console.info(lines.join('\n'));
}

// --- Everything started is stopped: a stack of stoppers, run once, last started first ------------------------------

/** @type {Array<{ label: string, stop: () => Promise<void> | void }>} */
const stoppers = [];
export const onStop = (label, stop) => stoppers.push({ label, stop });
/** Children that are running right now (vitest): ended first when the run is interrupted. */
const foreground = new Set();
let stoppingEverything;

function stopEverything() {
  stoppingEverything ??= (async () => {
    // vitest first (its tests would fail against what is being stopped), given a moment to end its workers.
    await Promise.all(
      [...foreground].map(async (child) => {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([ended, sleep(5_000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }),
    );
    while (stoppers.length > 0) {
      const { label, stop } = stoppers.pop();
      try {
        await Promise.race([stop(), sleep(30_000).then(() => Promise.reject(new Error('still not stopped after 30 s')))]);
      } catch (error) {
        console.error(`Stopping ${label} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return stoppingEverything;
}

let finishing = false;
/** Whether the run is ending: nothing new starts then. */
export const isFinishing = () => finishing;

export async function finish(code, outcome) {
  if (finishing) return;
  finishing = true;
  log('stopping everything…');
  await stopEverything();
  printSummary(outcome);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (finishing) {
      console.error(`${signal} again: leaving at once.`);
      process.exit(130);
    }
    console.error(`\n${signal} received: stopping everything.`);
    steps.push({ name: `interrupted (${signal})`, ok: false, ms: 0 });
    void finish(130, 'INTERRUPTED');
  });
}

/** Runs a command to its end, its output passed through; rejects when it fails. */
export function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    if (finishing) return reject(new Error('interrupted'));
    const child = spawn(command, commandArgs, { cwd: projectRoot, stdio: 'inherit', ...options });
    foreground.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      foreground.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${commandArgs.join(' ')} ended with ${signal ?? `code ${code}`}`));
    });
  });
}
