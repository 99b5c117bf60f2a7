/**
 * The one HTTP client of the SPA: every call sends cookies, an Accept header and, on unsafe
 * methods, the X-XSRF-TOKEN header read from the XSRF-TOKEN cookie. Success answers are unwrapped
 * from `{"success":{"data":…}}`; failures throw `ApiError` with the stable code of
 * `{"error":{"code","message"}}` — callers branch on `code`, never on text.
 *
 * This file is its door; the parts live in api/: errors.ts (ApiError, the envelope), fetch.ts
 * (one request), csrf.ts (the token), client.ts (api, apiRequest: CSRF retry, shared double
 * clicks), upload.ts (multipart POSTs with progress), auth-expiry.ts (a 401 while signed in).
 */
export { AUTH_EXPIRED_RELOAD_KEY } from './api/auth-expiry.ts';
export { api, apiRequest } from './api/client.ts';
export { fetchCsrfToken, getCsrfToken } from './api/csrf.ts';
export { ApiError, isApiError, type ApiErrorCode } from './api/errors.ts';
export { buildUrl, type ApiResponse, type RequestOptions } from './api/fetch.ts';
export { apiUpload, apiUploadImage, type UploadOptions } from './api/upload.ts';
