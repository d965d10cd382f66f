// How a page's store set reaches store-api while the store's server renders it (shared-lib
// HttpTransport): straight to store-api, with the headers the page's api client sends, as the browser
// would through the /api proxy. A guest's reads (no Authorization) answer the same for everyone with
// the same address, language, currency and country: they are kept a short while and shared by every
// render, so a burst of pages asks store-api once. A member's are asked afresh and kept for nobody.
import type { HttpAnswer, HttpRequest, HttpTransport } from '@topup/shared-lib';
import { TransportFailure } from '@topup/shared-lib/src/api/transportFailure';

/** A guest read's answer is kept this long; an older one still answers while a fresh one is asked. */
export const GUEST_READ_KEEP_MS = 10_000;
/** Kept answers at most (article and product addresses are many; the oldest goes first). */
export const GUEST_READ_ENTRIES = 500;
/** A read store-api has not answered by then fails: the page then goes for the browser to render. */
export const STORE_API_WAIT_MS = 1_500;

/** The headers that change a guest read's answer (the rest, like H-time, do not). */
const ANSWER_HEADERS = ['accept-language', 'h-currency', 'd-selective-country', 'h-index-version'];

function queryOf(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

async function ask(upstream: string, request: HttpRequest, url: string): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(`${upstream}${url}`, {
      method: request.method.toUpperCase(),
      headers: request.headers,
      body: request.data === undefined ? undefined : JSON.stringify(request.data),
      signal: AbortSignal.timeout(STORE_API_WAIT_MS),
    });
  } catch (cause) {
    throw new TransportFailure(cause instanceof Error && cause.name === 'TimeoutError');
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the client reads the status
  }
  return { status: response.status, body };
}

export function storeApiTransport(upstream: string, now: () => number = Date.now): HttpTransport {
  const kept = new Map<string, { at: number; answer: Promise<HttpAnswer> }>();

  const keep = (key: string, answer: Promise<HttpAnswer>) => {
    if (kept.size >= GUEST_READ_ENTRIES && !kept.has(key)) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, { at: now(), answer });
    // A failure is not kept: the next render asks again.
    answer.catch(() => kept.get(key)?.answer === answer && kept.delete(key));
  };

  return (request) => {
    const url = `${request.url}${queryOf(request.params)}`;
    const headers = lowerCased(request.headers);
    const shared = request.method.toUpperCase() === 'GET' && !headers.authorization;
    if (!shared) return ask(upstream, request, url);
    const key = [url, ...ANSWER_HEADERS.map((name) => headers[name] ?? '')].join(' ');
    const entry = kept.get(key);
    if (entry && now() - entry.at < GUEST_READ_KEEP_MS) return entry.answer;
    const fresh = ask(upstream, request, url);
    if (!entry) {
      keep(key, fresh);
      return fresh;
    }
    // Stale: answer with what is kept; the fresh answer replaces it once it has come.
    entry.at = now();
    void fresh.then(
      (answer) => keep(key, Promise.resolve(answer)),
      () => undefined,
    );
    return entry.answer;
  };
}
