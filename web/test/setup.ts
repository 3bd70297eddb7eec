// Vitest set-up of the web project: jest-dom matchers, browser APIs jsdom lacks, and strict hygiene.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { mockFetch, takeUnexpectedRequests } from './fetch-mock.ts';
import { stubBeacon } from './beacon.ts';
import { installMatchMedia, resetMediaQueries } from './match-media.ts';

// jsdom implements neither media playback nor scrolling; its stubs report "Not implemented" as errors.
installMatchMedia();
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => {};
HTMLMediaElement.prototype.load = () => {};

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  // No network in tests: a call no test declared fails it (tests declare theirs with mockFetch()).
  mockFetch();
  // jsdom has no navigator.sendBeacon: insight's beacons (web/insights/report.ts) would otherwise go by fetch.
  stubBeacon();
  // React reports warnings and swallowed errors with console.error: any of them fails the test. It throws
  // for the stack trace, and is recorded too in case the code that called it catches the throw.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    consoleErrors.push(message);
    throw new Error(`console.error was called: ${message}`);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetMediaQueries();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(consoleErrors, 'console.error calls').toEqual([]);
  expect(takeUnexpectedRequests(), 'requests no test expected').toEqual([]);
});
