// The one HTTP client of the store. It knows the envelope, the headers of spec 7 and the error
// catalogue of spec 8; what each failure looks like (toast, logout, redirect) is decided by the
// stores through `configureApiClient`, so the api layer never imports a store.
import type { Method } from 'axios';
import { delay } from '../platform/delay';
import { getRuntimeConfig } from '../platform/runtimeConfig';
import { ApiError, NETWORK_ERROR_CODE, SUCCESS_CODE, isEnvelope } from './envelope';
import { classifyFailure } from './errorCatalogue';
import { DEFAULT_COUNTRY } from '../domain/countries';
import { JSON_CONTENT_TYPE, requestHeaders } from './headers';
import { API_TIMEOUT_MS } from './apiTimeout';
import { fillPath } from './fillPath';
import { filledAddress, readKey } from './publicReads';
import { TransportFailure } from './transportFailure';
import { answeringFromPage, pageAnswer } from './pageAnswers';
import { fulfilled } from '../platform/tracked';
import { loadTransport } from './transportLoader';

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
  return cause instanceof TransportFailure && !cause.timedOut;
}

export interface RequestOptions {
  method?: Method;
  /** Spec path, may hold `:name` or `{name}` parameters taken from `params`. */
  path: string;
  /** Path parameters, then the payload: body for POST/PUT/PATCH, query otherwise (spec 7). */
  params?: Record<string, unknown>;
  /** A body that is not the rest of `params` (an array, plain text). */
  body?: unknown;
  /** Show the error toast on failure (spec 8); calls marked "no toast" turn it off. */
  toast?: boolean;
  /** Content-Type; JSON unless a call says otherwise (spec 7: oauth2 code is text/plain). */
  contentType?: string;
  /** Extra headers of one call (the home index version). */
  headers?: Record<string, string>;
  /** Where the path starts: the API (base + prefix, default), the API origin only, or the page. */
  base?: 'api' | 'apiOrigin' | 'page';
  /** false for answers that are not envelopes (build manifest, log server). */
  envelope?: boolean;
  /**
   * The answer depends on who asks and the currency: an early answer serves only a call with the same
   * token and currency (publicReads).
   */
  personal?: boolean;
}

export interface ApiClientHooks {
  /** Token head + token, or null when logged out. */
  authorization(): string | null;
  language(): string;
  currency(): string;
  /** The selected country for d-selective-country. */
  country(): string;
  /** Message of a failure without an answer (time-out, offline), in the shopper's language. */
  networkMessage(): string;
  /** Non-exempt 401 (spec 8): the stores log out silently and say the login expired. */
  onUnauthorized(error: ApiError): void;
  /** The not-supported phrase (spec 8): the stores request a replace to NOT_SUPPORTED_PATH. */
  onNotSupported(error: ApiError): void;
  /** Any other failure of a call that toasts. */
  onError(error: ApiError, options: RequestOptions): void;
  /**
   * The answer of a public read started before the client loaded (shell/src/startup/earlyReads.ts),
   * by `readKey`, taken once; none: the client asks.
   */
  earlyAnswer(key: string): Promise<Response> | undefined;
}

const defaultHooks: ApiClientHooks = {
  authorization: () => null,
  language: () => 'en',
  currency: () => 'USD',
  country: () => DEFAULT_COUNTRY,
  networkMessage: () => 'Network error',
  onUnauthorized: () => undefined,
  onNotSupported: () => undefined,
  onError: () => undefined,
  earlyAnswer: () => undefined,
};

let hooks: ApiClientHooks = defaultHooks;

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function baseUrl(base: RequestOptions['base']): string {
  const config = getRuntimeConfig();
  if (base === 'page') return '/';
  if (base === 'apiOrigin') return config.apiBase;
  return `${config.apiBase}${config.apiPrefix}`;
}

/**
 * A started read of the same address, language and country answers a plain GET of the API; a personal
 * read's answer only a call of the same shopper (the same token, or none), in the same currency.
 */
function earlyAnswerOf(
  options: RequestOptions,
  method: Method,
  filled: ReturnType<typeof fillPath>,
): Promise<Response> | undefined {
  if (method !== 'GET' || (options.base ?? 'api') !== 'api' || options.body !== undefined) return undefined;
  if (options.envelope === false) return undefined;
  const address = filledAddress(filled);
  if (address === null) return undefined;
  const country = hooks.country() || DEFAULT_COUNTRY;
  const person = options.personal ? { token: hooks.authorization(), currency: hooks.currency() } : undefined;
  return hooks.earlyAnswer(readKey(address, hooks.language(), country, person));
}

/** What an early read's failure would have been as a request of this client. */
function asRequestFailure(cause: unknown): TransportFailure {
  return new TransportFailure(
    cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError'),
  );
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // as axios gives a body that is not JSON
  }
}

/** The data of an answer, or the error it means (the envelope of spec 7). */
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

async function send(options: RequestOptions, method: Method): Promise<unknown> {
  const filled = fillPath(options.path, options.params);
  const early = earlyAnswerOf(options, method, filled);
  if (early) {
    let answered: { status: number; body: unknown };
    try {
      const response = await early;
      answered = { status: response.status, body: await bodyOf(response) };
    } catch (cause) {
      throw asRequestFailure(cause); // a failed first try, retried like any other (apiRequest)
    }
    return interpret(answered.status, answered.body, options);
  }
  const { url, rest } = filled;
  const sendsBody = BODY_METHODS.has(method);
  const payload = options.body !== undefined ? options.body : rest;
  // The transport's chunk, fetched by the first request that needs it when nothing started it before.
  const { sendHttp } = await loadTransport();
  const answer = await sendHttp({
    method,
    baseURL: baseUrl(options.base),
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

/**
 * A read the page already holds (api/pageAnswers.ts): the same calls that could take an early answer,
 * answered at once from the page while it hydrates.
 */
function heldAnswer(options: RequestOptions, method: Method): { data: unknown } | undefined {
  if (!answeringFromPage()) return undefined;
  if (method !== 'GET' || (options.base ?? 'api') !== 'api' || options.body !== undefined) return undefined;
  if (options.envelope === false) return undefined;
  let address: string | null;
  try {
    address = filledAddress(fillPath(options.path, options.params));
  } catch {
    return undefined; // a missing path parameter: the request reports it as usual
  }
  return address === null ? undefined : pageAnswer(address);
}

/**
 * One call of spec 7: its data, or the ApiError of its failure (after the hooks have shown it). Already
 * settled when the page holds the answer (server rendering, api/pageAnswers.ts).
 */
export function apiRequest<T>(options: RequestOptions): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase() as Method;
  const held = heldAnswer(options, method);
  return held ? fulfilled(held.data as T) : requestWithRetries<T>(options, method);
}

async function requestWithRetries<T>(options: RequestOptions, method: Method): Promise<T> {
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
}

function toApiError(cause: unknown, options: RequestOptions): ApiError {
  if (cause instanceof ApiError) return cause;
  // A missing path parameter is a programming error: surface it as is (spec 5).
  if (cause instanceof Error && cause.message.includes('not provided in params')) throw cause;
  // Timeout or no connection: code 0 with the translated network message (spec 9).
  return new ApiError(NETWORK_ERROR_CODE, hooks.networkMessage(), options.path);
}
