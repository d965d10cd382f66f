// One way to call an outside provider over HTTP: JSON in and out, a time limit, and a 502 envelope for
// the shopper when the provider fails, so a provider outage never shows up as our own 500.
import { HttpError } from '../http/httpError';

/** How long a provider may take before the shopper is told to try again. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'HEAD';
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** A JSON body, or form fields (application/x-www-form-urlencoded) when `form` is set. */
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The provider's answer (any status), or a 502 HttpError naming the service when it cannot be reached. */
export async function callProvider(
  service: string,
  url: string,
  request: ProviderRequest = {},
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  try {
    const response = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  } catch {
    throw providerFailed(service);
  }
}

export const providerFailed = (service: string): HttpError =>
  new HttpError(502, `The ${service} did not answer as expected. Please try again in a moment.`);

/** A provider answer's field as a non-empty string, or null. */
export function stringField(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
