// Multipart uploads with progress, for the admin screens (kept out of the public pages' bundle).
import { serverMessages } from '../../common/messages/server.ts';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, endStoredSession, readErrorText, readJson } from './api-client.ts';
import { readStoredToken } from './session-store.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  fallbackMessage?: string;
  /** Aborting cancels the upload (the promise rejects with an AbortError DOMException). */
  signal?: AbortSignal;
  /** Called as the body leaves the browser, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
}

/**
 * A multipart upload with progress. fetch() reports no upload progress, so this one call uses XMLHttpRequest;
 * everything else behaves as apiRequest does (bearer token, an ended session cleared, `{error}` as ApiError).
 */
export function uploadRequest<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', fallbackMessage, signal, onProgress } = options;
  const token = readStoredToken();
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, fallbackMessage ?? NETWORK_ERROR_MESSAGE));
    };
    xhr.onload = () => {
      settle();
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status });
      if (xhr.status === 401 && token) endStoredSession();
      if (xhr.status < 200 || xhr.status >= 300) {
        void readErrorText(response).then((serverText) =>
          reject(new ApiError(xhr.status, serverText ?? fallbackMessage ?? serverMessages.internal)),
        );
        return;
      }
      onProgress?.(1);
      readJson<T>(response).then(resolve, reject);
    };
    xhr.send(body);
  });
}

/** Whether an error is the caller's own cancellation (an aborted fetch or upload). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
