// Script loader with attempts, a pause between attempts and a time-out per attempt, set per caller. A
// failed attempt removes its tag so the retry starts clean; an abort stops everything.
import { AbortedError, delay } from './delay';

export interface ScriptLoadPolicy {
  attempts: number;
  /** Pause before attempt n+1 after attempt n failed (n is 1-based). */
  pauseMs: number | ((attempt: number) => number);
  /** Time-out of one attempt; none when omitted. */
  timeoutMs?: number;
}

/** Chat widget (the shell's help button, the content remote's contact page): one retry after 1 s. */
export const CHAT_SCRIPT_POLICY: ScriptLoadPolicy = { attempts: 2, pauseMs: 1000 };
export const SINGLE_ATTEMPT_POLICY: ScriptLoadPolicy = { attempts: 1, pauseMs: 0 };

export class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    readonly attempts: number,
  ) {
    super(`Failed to load script ${src} after ${attempts} attempt(s)`);
    this.name = 'ScriptLoadError';
  }
}

export interface ScriptLoadOptions {
  policy?: ScriptLoadPolicy;
  signal?: AbortSignal;
  attributes?: Record<string, string>;
  document?: Document;
}

const loaded = new Set<string>();
/** Loads under way: a second caller waits for the first rather than adding the script twice. */
const loading = new Map<string, Promise<void>>();

function attempt(doc: Document, src: string, options: ScriptLoadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      options.signal?.removeEventListener('abort', onAbort);
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    };
    const onAbort = () => finish(new AbortedError());
    script.onload = () => finish();
    script.onerror = () => finish(new Error(`script error ${src}`));
    const timeoutMs = options.policy?.timeoutMs;
    if (timeoutMs !== undefined)
      timer = setTimeout(() => finish(new Error(`script timeout ${src}`)), timeoutMs);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    doc.head.appendChild(script);
  });
}

/**
 * Loads a script once per page: a second call for a loaded src resolves at once, one for a src being
 * loaded waits for that load (and loads it itself if that one was aborted by its own caller).
 */
export async function loadScript(src: string, options: ScriptLoadOptions = {}): Promise<void> {
  if (loaded.has(src)) return;
  const running = loading.get(src);
  if (running) {
    try {
      await running;
      return;
    } catch (error) {
      if (!(error instanceof AbortedError)) throw error;
    }
  }
  const load = loadWithAttempts(src, options).finally(() => {
    if (loading.get(src) === load) loading.delete(src);
  });
  loading.set(src, load);
  return load;
}

async function loadWithAttempts(src: string, options: ScriptLoadOptions): Promise<void> {
  const doc = options.document ?? document;
  const policy = options.policy ?? SINGLE_ATTEMPT_POLICY;
  const attempts = Math.max(1, policy.attempts);
  for (let n = 1; n <= attempts; n += 1) {
    if (options.signal?.aborted) throw new AbortedError();
    try {
      await attempt(doc, src, options);
      loaded.add(src);
      return;
    } catch (error) {
      if (error instanceof AbortedError) throw error;
      if (n < attempts) {
        const pause = typeof policy.pauseMs === 'function' ? policy.pauseMs(n) : policy.pauseMs;
        await delay(pause, options.signal);
      }
    }
  }
  throw new ScriptLoadError(src, attempts);
}

/** Test hook: forget loaded scripts. */
export function resetLoadedScripts(): void {
  loaded.clear();
  loading.clear();
}
