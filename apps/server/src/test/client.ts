/**
 * A browser-like client over app.inject: keeps cookies, sends the X-XSRF-TOKEN header from
 * the XSRF-TOKEN cookie on unsafe requests, as the SPA does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { API_PATHS, COOKIE_NAMES, SIGN_IN_CSRF_FIELD } from '@neighbourly/shared';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** false: send no X-XSRF-TOKEN header; a string: send that one instead. */
  csrf?: boolean | string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The client's address as the server sees it (rate limits count per address). */
  remoteAddress = '127.0.0.1';

  readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async request(method: Method, url: string, payload?: unknown, options: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const unsafe = method !== 'GET';
    if (unsafe && options.csrf !== false) {
      if (typeof options.csrf === 'string') headers['x-xsrf-token'] = options.csrf;
      else {
        if (!this.cookies.has(COOKIE_NAMES.xsrf)) await this.get(API_PATHS.csrf);
        headers['x-xsrf-token'] = this.cookies.get(COOKIE_NAMES.xsrf) ?? '';
      }
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      method,
      url,
      headers,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string' || Buffer.isBuffer(payload)
          ? { payload }
          : { payload: payload as object }),
    });
    this.keepCookies(response);
    return response;
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, undefined, options);
  post = (url: string, body?: unknown, options?: RequestOptions) => this.request('POST', url, body, options);
  put = (url: string, body?: unknown, options?: RequestOptions) => this.request('PUT', url, body, options);
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, undefined, options);

  /** POST /authz/sign-in as the SPA sends it: multipart with the token as a form field. */
  async signIn(username: string, password: string, options: { tokenField?: string | null } = {}) {
    if (!this.cookies.has(COOKIE_NAMES.xsrf)) await this.get(API_PATHS.csrf);
    const fields: Record<string, string> = { username, password };
    const token = options.tokenField === undefined ? this.cookies.get(COOKIE_NAMES.xsrf) : options.tokenField;
    if (token !== null && token !== undefined) fields[SIGN_IN_CSRF_FIELD] = token;
    const { body, contentType } = multipart(fields);
    return this.request('POST', API_PATHS.signIn, body, {
      csrf: false,
      headers: { 'content-type': contentType },
    });
  }

  /** Solves a real ALTCHA challenge from the server, as the widget does. */
  async solveCaptcha(): Promise<string> {
    const challenge = (await this.get(API_PATHS.captchaChallenge)).json<Challenge>();
    return encodeSolution(challenge);
  }

  async signUp(login: string, password: string) {
    const recaptcha = await this.solveCaptcha();
    return this.post(API_PATHS.signUp, { login, password, recaptcha });
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

export async function encodeSolution(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A correctly solved challenge that the server did not sign (a forgery). */
export async function forgedCaptcha(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 10,
    deriveKey,
    hmacSignatureSecret: 'not-the-server-secret',
  });
  return encodeSolution(challenge);
}

export function multipart(fields: Record<string, string>) {
  const boundary = `----neighbourly${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
