// store-api's answers as the store's server reads them for a page's hints (heroImageHint.ts,
// resolvedParams.ts): the server asks store-api itself, keeps each answer a while per address and
// language, and never holds a page long for a slow one. A failed, empty or slow answer costs the page
// nothing but its hints.

/** An answer is kept this long per address and language; an older one is still used while it refreshes. */
export const STORE_API_CACHE_MS = 60_000;
/** A page waits at most this long for a first answer, then goes without the hints it would give. */
export const STORE_API_WAIT_MS = 300;
/** Answers kept at most (article addresses are many; the oldest goes first). */
export const STORE_API_CACHE_ENTRIES = 500;

/** The data of a store-api answer in a language, or null (another code, a failure). */
export type StoreApiData = (
  apiPath: string,
  language: string,
  headers?: Record<string, string>,
) => Promise<unknown>;

/** Asks store-api directly, the way the page's api client asks (its language, the envelope). */
export function storeApiData(upstream: string): StoreApiData {
  return async (apiPath, language, headers = {}) => {
    const response = await fetch(`${upstream}${apiPath}`, {
      headers: { ...headers, 'accept-language': language },
      signal: AbortSignal.timeout(STORE_API_CACHE_MS / 2),
    });
    const body = (await response.json()) as { code?: unknown; data?: unknown };
    return body.code === 200 ? body.data : null;
  };
}

/** A field of an answer's data, whatever shape store-api gave (the hints never trust it). */
export const answerField = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * The kept answer of a read (headers are the read's own, the same for one path), or null when it failed
 * or has not come within STORE_API_WAIT_MS.
 */
export function storeApiCache(data: StoreApiData, now: () => number = Date.now): StoreApiData {
  const cache = new Map<string, { at: number; answer: Promise<unknown> }>();

  const ask = (apiPath: string, language: string, headers?: Record<string, string>) =>
    data(apiPath, language, headers).catch(() => null);

  const lookUp = (apiPath: string, language: string, headers?: Record<string, string>): Promise<unknown> => {
    const key = `${language} ${apiPath}`;
    const kept = cache.get(key);
    if (kept && now() - kept.at < STORE_API_CACHE_MS) return kept.answer;
    const answer = ask(apiPath, language, headers);
    if (!kept) {
      if (cache.size >= STORE_API_CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, { at: now(), answer });
      return answer;
    }
    // Stale: answer with what is kept, and keep the new answer once it has come.
    kept.at = now();
    void answer.then((fresh) => {
      if (cache.has(key)) cache.set(key, { at: now(), answer: Promise.resolve(fresh) });
    });
    return kept.answer;
  };

  return (apiPath, language, headers) => inTime(lookUp(apiPath, language, headers));
}

/** An answer, or null when it has not come within STORE_API_WAIT_MS. */
function inTime(answer: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, STORE_API_WAIT_MS, null);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Each answer asked afresh, none kept, and null when it fails or has not come within STORE_API_WAIT_MS:
 * a member's own reads (serverRender.ts), which are nobody else's.
 */
export function storeApiInTime(data: StoreApiData): StoreApiData {
  return (apiPath, language, headers) => inTime(data(apiPath, language, headers).catch(() => null));
}
