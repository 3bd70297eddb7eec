// Test data of the admin film screens, and a stand-in for tus-js-client: tests install it with
// `vi.mock('tus-js-client', () => fakeTus.module)`, then drive each upload (progress, success, a refusal) and
// read what the app asked of it. Its URL storage plays localStorage's part (what survives a reload).
import { act } from '@testing-library/react';
import type { AdminFilm } from '../../common/films.ts';

const GB = 1024 ** 3;

/** A film as GET /api/admin/movies/{id}/film sends it (ready by default). */
export function createAdminFilm(overrides: Partial<AdminFilm> = {}): AdminFilm {
  return {
    status: 'ready',
    progress: 100,
    error: null,
    is_playable: true,
    duration_seconds: 5765,
    renditions: [
      { width: 1920, height: 1080 },
      { width: 640, height: 360 },
      { width: 1280, height: 720 },
    ],
    source_name: 'northbound-final.mov',
    source_bytes: 4 * GB,
    updated_at: '2025-06-01T10:00:00.000Z',
    captions: [],
    ...overrides,
  };
}

/** A film file of the given (claimed) size: the fake never reads it. */
export function filmFile(name = 'feature.mp4', type = 'video/mp4', size = 4 * GB, lastModified = 1_700_000_000_000): File {
  const file = new File(['film bytes'], name, { type, lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export interface StoredUpload {
  fingerprint: string;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  urlStorageKey: string;
  uploadUrl: string | null;
  parallelUploadUrls: null;
}

type Options = Record<string, unknown> & {
  endpoint: string;
  fingerprint: (file: File, options: unknown) => Promise<string>;
  metadata: Record<string, string>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: (payload: unknown) => void;
  onError: (error: Error) => void;
  onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => void;
};

/** A tus answer the server refused or could not give (status 0: no answer). */
function tusError(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return Object.assign(new Error(`tus: unexpected response, status ${status}`), {
    originalRequest: {},
    originalResponse: status === 0 ? null : { getStatus: () => status, getBody: () => text, getHeader: () => undefined },
  });
}

export function createFakeTus() {
  const stored: StoredUpload[] = [];
  const uploads: FakeUpload[] = [];
  const terminated: string[] = [];
  let nextKey = 1;

  const urlStorage = {
    findAllUploads: () => Promise.resolve([...stored]),
    findUploadsByFingerprint: (fingerprint: string) => Promise.resolve(stored.filter((item) => item.fingerprint === fingerprint)),
    removeUpload: (key: string) => {
      const index = stored.findIndex((item) => item.urlStorageKey === key);
      if (index !== -1) stored.splice(index, 1);
      return Promise.resolve();
    },
    addUpload: (fingerprint: string, upload: Omit<StoredUpload, 'fingerprint' | 'urlStorageKey'>) => {
      const urlStorageKey = `tus::${fingerprint}::${nextKey++}`;
      stored.push({ ...upload, fingerprint, urlStorageKey });
      return Promise.resolve(urlStorageKey);
    },
  };

  class FakeUpload {
    static terminate(url: string) {
      terminated.push(url);
      return Promise.resolve();
    }

    url: string | null = null;
    starts = 0;
    /** Each abort, with whether it asked to terminate. */
    readonly aborts: boolean[] = [];
    resumedFrom: StoredUpload | null = null;
    private storageKey: string | null = null;

    constructor(
      readonly file: File,
      readonly options: Options,
    ) {
      uploads.push(this);
    }

    /** Like tus-js-client: the first start creates the upload and stores its address under the fingerprint. */
    start() {
      this.starts += 1;
      if (this.url) return;
      this.url = `http://localhost/api/admin/films/uploads/upload-${uploads.length}`;
      void this.options.fingerprint(this.file, this.options).then(async (fingerprint) => {
        this.storageKey = await urlStorage.addUpload(fingerprint, {
          size: this.file.size,
          metadata: this.options.metadata,
          creationTime: new Date().toString(),
          uploadUrl: this.url,
          parallelUploadUrls: null,
        });
      });
    }

    abort(shouldTerminate = false) {
      this.aborts.push(shouldTerminate);
      if (shouldTerminate && this.url) {
        terminated.push(this.url);
        if (this.storageKey) void urlStorage.removeUpload(this.storageKey);
      }
      return Promise.resolve();
    }

    async findPreviousUploads() {
      return urlStorage.findUploadsByFingerprint(await this.options.fingerprint(this.file, this.options));
    }

    resumeFromPreviousUpload(previous: StoredUpload) {
      this.resumedFrom = previous;
      this.url = previous.uploadUrl;
      this.storageKey = previous.urlStorageKey;
    }

    /** The browser has sent `sent` of `total` bytes. */
    progress(sent: number, total = this.file.size) {
      act(() => this.options.onProgress(sent, total));
    }

    /** The server has the whole file (removeFingerprintOnSuccess forgets its address). */
    async succeed() {
      if (this.storageKey) await urlStorage.removeUpload(this.storageKey);
      await act(async () => this.options.onSuccess({ lastResponse: null }));
    }

    /** The upload stops with the server's answer (after tus-js-client's own retries). */
    fail(status: number, body: unknown = '') {
      act(() => this.options.onError(tusError(status, body)));
    }
  }

  return {
    module: { Upload: FakeUpload, defaultOptions: { urlStorage } },
    stored,
    uploads,
    terminated,
    /** The newest upload; fails the test when none was made. */
    last(): FakeUpload {
      const upload = uploads.at(-1);
      if (!upload) throw new Error('No film upload was started');
      return upload;
    },
    reset() {
      stored.splice(0);
      uploads.splice(0);
      terminated.splice(0);
    },
  };
}

/** The one fake of a test file: `vi.mock('tus-js-client', async () => (await import('…/film-test-data.ts')).fakeTus.module)`. */
export const fakeTus = createFakeTus();
