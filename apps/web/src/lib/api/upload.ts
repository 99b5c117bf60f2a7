import { XSRF_HEADER } from '@neighbourly/shared';
import { readAuthRecord } from '../auth-record.ts';
import { expireAuth } from './auth-expiry.ts';
import { fetchCsrfToken, getCsrfToken } from './csrf.ts';
import { isApiError, networkError, toApiError, unwrapSuccess } from './errors.ts';
import { buildUrl, type QueryValue } from './fetch.ts';

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  form: FormData;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function readXhrBody(xhr: XMLHttpRequest): unknown {
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}

/**
 * fetch cannot report upload progress, so uploads (covers, avatars) go through
 * XMLHttpRequest, with the same cookies, X-XSRF-TOKEN header, envelope and ApiError as `api`.
 */
function sendUpload<T>(path: string, options: UploadOptions, csrfToken: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', buildUrl(path, options.query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(XSRF_HEADER, csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      const payload = readXhrBody(xhr);
      if (xhr.status === 401 && readAuthRecord().isAuthenticated) expireAuth();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, xhr.statusText, payload));
        return;
      }
      options.onProgress?.(1);
      resolve(unwrapSuccess<T>(payload).data);
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (options.signal?.aborted) {
      abort();
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(options.form);
  });
}

/** A multipart POST that reports its progress; `success.data` is the result. */
export async function apiUpload<T = unknown>(path: string, options: UploadOptions): Promise<T> {
  try {
    return await sendUpload<T>(path, options, await getCsrfToken());
  } catch (error) {
    if (isApiError(error, 'CSRF_INVALID')) {
      options.onProgress?.(0);
      return sendUpload<T>(path, options, await fetchCsrfToken());
    }
    throw error;
  }
}

/** POSTs one image in the multipart field `file`, as the image endpoints (covers, avatars) expect. */
export async function apiUploadImage(
  path: string,
  query: Record<string, QueryValue>,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  await apiUpload(path, { query, form, ...(onProgress ? { onProgress } : {}) });
}
