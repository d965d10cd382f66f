// The one HTTP client of the store. It knows the envelope, the headers of the store API and its error
// catalogue (errorCatalogue.ts); what each failure looks like (toast, logout, redirect) is decided by the
// stores through the hooks they give `createApiClient`, so the api layer never imports a store.
// Each store set has its own client (stores/createStores.ts): the browser one per tab, the store's
// server one per request, with that request's member, language and currency.
import { delay } from '../platform/delay';
import { ApiError, NETWORK_ERROR_CODE, SUCCESS_CODE, isEnvelope } from './envelope';
import { classifyFailure } from './errorCatalogue';
import { JSON_CONTENT_TYPE, requestHeaders } from './headers';
import { API_TIMEOUT_MS } from './apiTimeout';
import { fillPath } from './fillPath';
import { isTransportFailure } from './transportFailure';
import type { HttpMethod, HttpTransport } from './httpTypes';

export { API_TIMEOUT_MS, fillPath };

/**
 * Reads are idempotent, so a dropped connection or a gateway answer (502-504) is tried again, a
 * little later each time; a time-out is not (the shopper has already waited 10 s), nor is a write.
 */
export const READ_RETRIES = 2;
export const READ_RETRY_DELAY_MS = 300;
const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

function worthRetrying(cause: unknown): boolean {
  if (cause instanceof ApiError) return RETRY_STATUSES.has(cause.code);
  return isTransportFailure(cause) && !cause.timedOut;
}

/** Where a call's path starts: the API (base + prefix, default), the API origin only, or the page. */
export type RequestBase = 'api' | 'apiOrigin' | 'page';

export interface RequestOptions {
  method?: HttpMethod;
  /** Spec path, may hold `:name` or `{name}` parameters taken from `params`. */
  path: string;
  /** Path parameters, then the payload: body for POST/PUT/PATCH, query otherwise. */
  params?: Record<string, unknown>;
  /** A body that is not the rest of `params` (an array, plain text). */
  body?: unknown;
  /** Show the error toast on failure; calls marked "no toast" turn it off. */
  toast?: boolean;
  /** Content-Type; JSON unless a call says otherwise (oauth2 code is text/plain). */
  contentType?: string;
  /** Extra headers of one call (the home index version, an idempotency key). */
  headers?: Record<string, string>;
  base?: RequestBase;
  /** false for answers that are not envelopes (build manifest, log server). */
  envelope?: boolean;
}

/** One call of the store API: its data, or the ApiError of its failure (after the hooks have shown it). */
export type ApiRequest = <T>(options: RequestOptions) => Promise<T>;

export interface ApiClientHooks {
  /** Token head + token, or null when logged out. */
  authorization(): string | null;
  language(): string;
  currency(): string;
  /** The selected country for d-selective-country. */
  country(): string;
  /** Where each base starts (the runtime config's in the browser, store-api's own on the server). */
  baseUrl(base: RequestBase): string;
  /** Message of a failure without an answer (time-out, offline), in the shopper's language. */
  networkMessage(): string;
  /** Non-exempt 401: the stores log out silently and say the login expired. */
  onUnauthorized(error: ApiError): void;
  /** The not-supported phrase: the stores request a replace to NOT_SUPPORTED_PATH. */
  onNotSupported(error: ApiError): void;
  /** Any other failure of a call that toasts. */
  onError(error: ApiError, options: RequestOptions): void;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The data of an answer, or the error it means (the envelope of the store API). */
function interpret(status: number, body: unknown, options: RequestOptions): unknown {
  if (options.envelope === false) {
    if (status >= 200 && status < 300) return body;
    throw new ApiError(status, '', options.path);
  }
  if (isEnvelope(body) && body.code === SUCCESS_CODE) return body.data;
  throw isEnvelope(body)
    ? new ApiError(body.code, body.message ?? '', options.path, body.data)
    : new ApiError(status, '', options.path);
}

/** A client whose calls carry what `hooks` say and travel by `transport`. */
export function createApiClient(hooks: ApiClientHooks, transport: HttpTransport): ApiRequest {
  async function send(options: RequestOptions, method: HttpMethod): Promise<unknown> {
    const { url, rest } = fillPath(options.path, options.params);
    const sendsBody = BODY_METHODS.has(method);
    const payload = options.body !== undefined ? options.body : rest;
    const answer = await transport({
      method,
      baseURL: hooks.baseUrl(options.base ?? 'api'),
      url,
      ...(sendsBody ? { data: payload } : { params: payload }),
      headers: {
        ...requestHeaders({
          contentType: options.contentType ?? JSON_CONTENT_TYPE,
          currency: hooks.currency(),
          language: hooks.language(),
          country: hooks.country(),
          authorization: hooks.authorization(),
        }),
        ...options.headers,
      },
    });
    return interpret(answer.status, answer.body, options);
  }

  function toApiError(cause: unknown, options: RequestOptions): ApiError {
    if (cause instanceof ApiError) return cause;
    // A missing path parameter is a programming error: surface it as is.
    if (cause instanceof Error && cause.message.includes('not provided in params')) throw cause;
    // Timeout or no connection: code 0 with the translated network message.
    return new ApiError(NETWORK_ERROR_CODE, hooks.networkMessage(), options.path);
  }

  return async function apiRequest<T>(options: RequestOptions): Promise<T> {
    const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
    let error: ApiError;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return (await send(options, method)) as T;
      } catch (cause) {
        if (IDEMPOTENT_METHODS.has(method) && attempt < READ_RETRIES && worthRetrying(cause)) {
          await delay(READ_RETRY_DELAY_MS * (attempt + 1));
          continue;
        }
        error = toApiError(cause, options);
        break;
      }
    }
    const kind = classifyFailure(error, options.toast !== false);
    if (kind === 'notSupported') hooks.onNotSupported(error);
    else if (kind === 'unauthorized') hooks.onUnauthorized(error);
    else if (kind === 'toast' || kind === 'network') hooks.onError(error, options);
    throw error;
  };
}
