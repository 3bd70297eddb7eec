// Small helpers of the scripts that start and watch other processes (the cluster run, the S3 gateway).
import { readFileSync } from 'node:fs';

/** @param {number} ms @returns {Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last `lines` lines of a log file, or '(no log)' when it cannot be read. */
export function logTail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
