// store-api's calls as the page makes them, through the shell's /api proxy, and the envelope every
// answer comes in. Specs that check a refusal read the envelope; the rest take its data.
import { expect, type APIRequestContext } from '@playwright/test';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  /** The whole Authorization header, "Bearer <token>" (a shopper's `authorization`). */
  authorization?: string;
  /** A JSON body. */
  data?: unknown;
}

/** One call's envelope, whatever its code. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: options.authorization ? { authorization: options.authorization } : {},
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  return (await response.json()) as Envelope<T>;
}

/** One call's data; the test fails with the API's own message unless it answers 200. */
export async function apiData<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const body = await api<T>(request, method, path, options);
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}
