// A stand-in for XMLHttpRequest as uploadRequest (web/api/upload-request.ts) uses it, so that the real upload code
// runs: the test reads what was sent, reports upload progress and answers.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One request sent through the fake: its method, url, headers and multipart body, and how the test drives it. */
export class FakeXhr {
  method = '';
  url = '';
  /** The headers set, e.g. `headers.get('Authorization')`. */
  readonly headers = new Headers();
  /** The body given to send() (an empty FormData until then). */
  body = new FormData();
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: unknown) {
    if (!(body instanceof FormData)) throw new Error('FakeXhr: the request body is not FormData');
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }

  /** The server answers: `body` as JSON, a string as it is (an HTML error page), nothing for undefined. */
  async respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/**
 * Replaces XMLHttpRequest until the test ends (setup.ts unstubs globals). `sent` lists the requests sent, oldest
 * first; `lastUpload()` is the latest one and fails the test when none was sent.
 */
export function installFakeXhr() {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return {
    sent,
    lastUpload(): FakeXhr {
      const xhr = sent.at(-1);
      if (!xhr) throw new Error('No upload was sent');
      return xhr;
    },
  };
}
