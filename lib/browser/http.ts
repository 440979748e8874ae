// The site's one HTTP helper. It carries the anti-forgery rule of SPEC section 7: a request that
// changes something, to this site, gets the XSRF-TOKEN cookie's value as the X-XSRF-TOKEN header.
import { isAbsoluteUrl } from '@/lib/domain/assets';

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}


/** The request's headers, with the anti-forgery header added where the rule asks for it. */
export function withXsrfHeader(url: string, init: RequestInit = {}, cookies: string = globalThis.document?.cookie ?? ''): Headers {
  const headers = new Headers(init.headers);
  const method = (init.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method) || isAbsoluteUrl(url)) return headers;
  const token = readCookie(cookies, XSRF_COOKIE_NAME);
  if (token !== null && !headers.has(XSRF_HEADER_NAME)) headers.set(XSRF_HEADER_NAME, token);
  return headers;
}

export async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, headers: withXsrfHeader(url, init) });
  if (!response.ok) throw new HttpError(url, response.status);
  return response;
}

export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await request(url, { signal });
  return response.json();
}
