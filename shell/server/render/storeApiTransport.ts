// How a page's store set reaches store-api while the store's server renders it (shared-lib
// HttpTransport): straight to store-api, with the headers the page's api client sends, as the browser
// would through the /api proxy. A guest's reads (no Authorization) answer the same for everyone with
// the same address, language, currency and country: they are kept a short while and shared by every
// render, so a burst of pages asks store-api once. A member's are asked afresh and kept for nobody,
// unless store-api marks the answer `Cache-Control: public` (the same for every member, as a shared
// HTTP cache may then keep it: RFC 9111 3.5): then a member's render shares it too.
import http from 'node:http';
import https from 'node:https';
import type { HttpAnswer, HttpRequest, HttpTransport } from '@topup/shared-lib';
import { TransportFailure } from '@topup/shared-lib/rules';

/** A guest read's answer is kept this long (docs/caches.md: a guest sees a change within 15 s). */
export const GUEST_READ_KEEP_MS = 3_000;
/** Up to this age a kept answer still answers while a fresh one is asked; an older one is waited for. */
export const GUEST_READ_STALE_MS = 5_000;
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

/** An answer, and whether store-api said it is the same for everyone (Cache-Control: public). */
interface Asked {
  answer: HttpAnswer;
  isPublic: boolean;
}

const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;

/** The connections to store-api, kept open between renders (a page asks it several times). */
const AGENTS = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

/**
 * One call to store-api over node's own HTTP client: a render asks several times, and `fetch`'s web
 * streams, signals and header objects cost the page server more time than store-api's answer.
 */
function ask(upstream: string, request: HttpRequest, url: string): Promise<Asked> {
  const target = new URL(`${upstream}${url}`);
  const secure = target.protocol === 'https:';
  const body = request.data === undefined ? undefined : JSON.stringify(request.data);
  const headers: Record<string, string | number> = { ...request.headers };
  if (body !== undefined) {
    headers['content-length'] = Buffer.byteLength(body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json';
  }
  return new Promise<Asked>((resolve, reject) => {
    let timedOut = false;
    const fail = () => {
      clearTimeout(timer);
      reject(new TransportFailure(timedOut));
    };
    const outgoing = (secure ? https : http).request(
      target,
      {
        method: request.method,
        headers,
        agent: secure ? AGENTS.https : AGENTS.http,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let answer: unknown = text;
          try {
            answer = JSON.parse(text);
          } catch {
            // not JSON: the client reads the status
          }
          resolve({
            answer: { status: incoming.statusCode ?? 502, body: answer },
            isPublic: PUBLIC.test(String(incoming.headers['cache-control'] ?? '')),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      outgoing.destroy();
    }, STORE_API_WAIT_MS);
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

export function storeApiTransport(upstream: string, now: () => number = Date.now): HttpTransport {
  const kept = new Map<string, { at: number; asked: Promise<Asked>; refreshing?: boolean }>();

  const keep = (key: string, asked: Promise<Asked>, at = now()) => {
    if (kept.size >= GUEST_READ_ENTRIES && !kept.has(key)) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, { at, asked });
    // A failure is not kept: the next render asks again.
    asked.catch(() => kept.get(key)?.asked === asked && kept.delete(key));
  };

  /** A kept answer a member may be given: one store-api marked public. */
  const publicAnswer = async (entry: { asked: Promise<Asked> }, fresh: () => Promise<Asked>) => {
    const asked = await entry.asked;
    return asked.isPublic ? asked : fresh();
  };

  return async (request) => {
    const url = `${request.url}${queryOf(request.params)}`;
    const headers = lowerCased(request.headers);
    if (request.method !== 'GET') return (await ask(upstream, request, url)).answer;
    const member = Boolean(headers.authorization);
    const key = [url, ...ANSWER_HEADERS.map((name) => headers[name] ?? '')].join(' ');
    const entry = kept.get(key);
    const fresh = () => ask(upstream, request, url);
    if (member) {
      // A member's answer is kept only when it is public (the same for everyone, guests included).
      if (entry && now() - entry.at < GUEST_READ_KEEP_MS) return (await publicAnswer(entry, fresh)).answer;
      const asked = await fresh();
      if (asked.isPublic) keep(key, Promise.resolve(asked));
      return asked.answer;
    }
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age < GUEST_READ_KEEP_MS) return (await entry.asked).answer;
    if (!entry || age >= GUEST_READ_STALE_MS) {
      const asking = fresh();
      keep(key, asking);
      return (await asking).answer;
    }
    // Stale but young enough: answer with what is kept; one fresh answer replaces it once it has come.
    if (!entry.refreshing) {
      entry.refreshing = true;
      const askedAt = now();
      fresh().then(
        (asked) => keep(key, Promise.resolve(asked), askedAt),
        () => (entry.refreshing = false),
      );
    }
    return (await entry.asked).answer;
  };
}
