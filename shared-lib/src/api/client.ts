// The one HTTP client of the store. It knows the envelope and the headers of spec 7; what to do
// about an error (toast, logout) is decided by the stores through `configureApiClient`, so the api
// layer never imports a store.
import axios, { type AxiosInstance, type Method } from 'axios';
import { getRuntimeConfig } from '../platform/runtimeConfig';
import { ApiError, SUCCESS_CODE, isEnvelope } from './envelope';

export const API_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  method?: Method;
  /** Spec path, may hold `:name` or `{name}` parameters taken from `params`. */
  path: string;
  params?: Record<string, unknown>;
  /** Show the error toast on failure (spec 8); some calls turn it off. */
  toast?: boolean;
}

export interface ApiClientHooks {
  authorization(): string | null;
  language(): string;
  currency(): string;
  onUnauthorized(error: ApiError): void;
  onError(error: ApiError, options: RequestOptions): void;
}

let hooks: ApiClientHooks = {
  authorization: () => null,
  language: () => 'en',
  currency: () => 'USD',
  onUnauthorized: () => undefined,
  onError: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

const http: AxiosInstance = axios.create({
  timeout: API_TIMEOUT_MS,
  // Errors come back as envelopes with a 4xx status: read them, do not throw on status.
  validateStatus: () => true,
});

/** Fills `:name` / `{name}` from params and returns the rest (spec 5). */
export function fillPath(
  path: string,
  params: Record<string, unknown> = {},
): { url: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const url = path.replace(
    /:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\}/g,
    (_match, colon?: string, brace?: string) => {
      const name = (colon ?? brace) as string;
      const value = rest[name];
      if (value === undefined || value === null || value === '') {
        throw new Error(`Path parameter "${name}" of ${path} not provided in params`);
      }
      delete rest[name];
      return encodeURIComponent(String(value));
    },
  );
  return { url, rest };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export async function apiRequest<T>(options: RequestOptions): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase() as Method;
  const { url, rest } = fillPath(options.path, options.params);
  const config = getRuntimeConfig();
  const authorization = hooks.authorization();
  let error: ApiError;
  try {
    const response = await http.request<unknown>({
      method,
      baseURL: `${config.apiBase}${config.apiPrefix}`,
      url,
      ...(BODY_METHODS.has(method) ? { data: rest } : { params: rest }),
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'H-offset': String(new Date().getTimezoneOffset()),
        'H-time': String(Date.now()),
        'H-currency': hooks.currency(),
        'Accept-Language': hooks.language(),
        'd-selective-country': 'US',
        ...(authorization ? { Authorization: authorization } : {}),
      },
    });
    const body = response.data;
    if (isEnvelope(body) && body.code === SUCCESS_CODE) return body.data as T;
    error = isEnvelope(body)
      ? new ApiError(body.code, body.message, options.path)
      : new ApiError(response.status, '', options.path);
  } catch (cause) {
    // Timeout or no connection: code 0, the stores show the translated network message.
    error = new ApiError(0, cause instanceof Error ? cause.message : String(cause), options.path);
  }
  if (error.code === 401) hooks.onUnauthorized(error);
  else hooks.onError(error, options);
  throw error;
}
