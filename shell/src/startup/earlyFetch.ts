// The runtime config is needed before anything can render, but bootstrap asks for it only once the
// shared libraries have arrived. The entry (index.ts) starts the request at once instead, and
// bootstrap takes that response over (one round trip less before the first page). When
// the server wrote the config into the page, that text is the answer and nothing is sent.
// This module is the shell's own (not shared), so the entry may import it eagerly.

const started = new Map<string, Promise<Response>>();

/** Sends a GET now; the first `earlyFetch` of the same URL takes its response. */
export function startEarlyFetch(url: string, init?: RequestInit): void {
  if (typeof fetch !== 'function') return;
  const request = fetch(url, init);
  request.catch(() => undefined); // a failure is reported to the taker, not as an unhandled rejection
  started.set(url, request);
}

/** Registers an answer the page already holds (a JSON body) for the first `earlyFetch` of the URL. */
export function answerEarly(url: string, body: string): void {
  const headers = { 'content-type': 'application/json' };
  started.set(url, Promise.resolve(new Response(body, { status: 200, headers })));
}

/** fetch(), except that a request started early for this URL answers the first call. */
export const earlyFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = started.get(url);
  if (!early) return fetch(input, init);
  started.delete(url);
  return early;
};
