// A stand-in for hls.js (jsdom has no Media Source Extensions): `vi.mock('hls.js/light', () => fakeHlsModule)`.
// Records what the engine asked of it and lets the test fire hls.js's events.
import { act } from '@testing-library/react';
import type { HlsConfig } from 'hls.js';

type Handler = (event: string, data: unknown) => void;

export class FakeHls {
  static instances: FakeHls[] = [];
  static supported = true;
  static isSupported() {
    return FakeHls.supported;
  }
  static readonly Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static readonly ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };

  static reset() {
    FakeHls.instances = [];
    FakeHls.supported = true;
  }
  static get last(): FakeHls {
    const hls = FakeHls.instances.at(-1);
    if (!hls) throw new Error('No hls.js instance was created');
    return hls;
  }

  readonly config: Partial<HlsConfig>;
  readonly calls: string[] = [];
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  currentLevel = -1;
  isDestroyed = false;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(config: Partial<HlsConfig> = {}) {
    this.config = config;
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  recoverMediaError() {
    this.calls.push('recoverMediaError');
  }
  stopLoad() {
    this.calls.push('stopLoad');
  }
  destroy() {
    this.isDestroyed = true;
  }

  emit(event: string, data: unknown) {
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    });
  }
  manifestParsed(heights: number[]) {
    this.emit(FakeHls.Events.MANIFEST_PARSED, { levels: heights.map((height) => ({ height })) });
  }
  fatalError(type: string, details = 'fragLoadError') {
    this.emit(FakeHls.Events.ERROR, { type, details, fatal: true, error: new Error(details) });
  }
  /** The URL an XHR for `url` is opened with, after the engine's xhrSetup. */
  requestedUrl(url: string): string {
    let opened = '';
    const xhr = { open: (_method: string, target: string) => void (opened = target) } as unknown as XMLHttpRequest;
    void this.config.xhrSetup?.(xhr, url, {} as Parameters<NonNullable<HlsConfig['xhrSetup']>>[2]);
    return opened;
  }
}

export const fakeHlsModule = { default: FakeHls };
