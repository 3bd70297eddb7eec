// jsdom has no navigator.sendBeacon (web/insights/report.ts sends insight's events with it): a stand-in that accepts
// every beacon, and reads back what they said.
import { vi } from 'vitest';

interface SentBeacon {
  url: string;
  type: string;
  body: unknown;
}

/** Installs navigator.sendBeacon, accepting every beacon (without it, report.ts falls back to fetch). */
export function stubBeacon() {
  const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return sendBeacon;
}

/** The beacons sent through the stub, their Blob bodies read as JSON. */
export async function sentBeacons(sendBeacon: ReturnType<typeof stubBeacon>): Promise<SentBeacon[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => {
      const blob = data as Blob;
      return { url: String(url), type: blob.type, body: JSON.parse(await blob.text()) as unknown };
    }),
  );
}
