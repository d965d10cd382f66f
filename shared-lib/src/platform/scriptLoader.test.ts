import { AbortedError } from './delay';
import {
  CHAT_SCRIPT_POLICY,
  ScriptLoadError,
  loadScript,
  resetLoadedScripts,
  type ScriptLoadPolicy,
} from './scriptLoader';

/** Policies as callers give them: fixed pauses, and growing pauses with a time-out per attempt. */
const THREE_TRIES_500_MS: ScriptLoadPolicy = { attempts: 3, pauseMs: 500 };
const THREE_TIMED_TRIES: ScriptLoadPolicy = {
  attempts: 3,
  timeoutMs: 8000,
  pauseMs: (attempt) => 1000 * attempt,
};

/** Makes every script appended to head fire load or error, per the plan, as soon as it is added. */
function scriptOutcomes(plan: Array<'load' | 'error' | 'hang'>) {
  const seen: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        seen.push(node);
        const outcome = plan[seen.length - 1] ?? 'error';
        if (outcome === 'load') node.dispatchEvent(new Event('load'));
        if (outcome === 'error') node.dispatchEvent(new Event('error'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('script loader', () => {
  let outcomes: ReturnType<typeof scriptOutcomes> | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    outcomes?.stop();
    jest.useRealTimers();
  });

  it("has the chat's policy", () => {
    expect(CHAT_SCRIPT_POLICY).toEqual({ attempts: 2, pauseMs: 1000 });
  });

  it('retries 500 ms apart and resolves when an attempt loads', async () => {
    outcomes = scriptOutcomes(['error', 'error', 'load']);
    const loaded = loadScript('/sdk.js', { policy: THREE_TRIES_500_MS });
    await jest.advanceTimersByTimeAsync(0);
    expect(outcomes.seen).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(outcomes.seen).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcomes.seen).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(500);
    await expect(loaded).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(1); // failed tags removed
    await loadScript('/sdk.js');
    expect(outcomes.seen).toHaveLength(3); // once per page
  });

  it('fails after the last attempt', async () => {
    outcomes = scriptOutcomes(['error', 'error', 'error']);
    const loaded = loadScript('/x.js', { policy: THREE_TRIES_500_MS });
    const settled = expect(loaded).rejects.toBeInstanceOf(ScriptLoadError);
    await jest.advanceTimersByTimeAsync(1000);
    await settled;
    expect(outcomes.seen).toHaveLength(3);
  });

  it('times out each attempt and waits 1 s times the attempt number (tag manager)', async () => {
    outcomes = scriptOutcomes(['hang', 'hang', 'load']);
    const loaded = loadScript('/gtm.js', { policy: THREE_TIMED_TRIES });
    await jest.advanceTimersByTimeAsync(8000 + 999);
    expect(outcomes.seen).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcomes.seen).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(8000 + 1999);
    expect(outcomes.seen).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcomes.seen).toHaveLength(3);
    await expect(loaded).resolves.toBeUndefined();
  });

  it('stops on abort without leaving timers', async () => {
    outcomes = scriptOutcomes(['error']);
    const controller = new AbortController();
    const loaded = loadScript('/chat.js', { policy: CHAT_SCRIPT_POLICY, signal: controller.signal });
    const settled = expect(loaded).rejects.toBeInstanceOf(AbortedError);
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    await settled;
    expect(jest.getTimerCount()).toBe(0);
  });
  it('adds a script once when two callers ask for it while it loads', async () => {
    outcomes = scriptOutcomes(['hang']);
    const first = loadScript('/chat.js');
    const second = loadScript('/chat.js');
    await jest.advanceTimersByTimeAsync(0);
    expect(outcomes.seen).toHaveLength(1);
    outcomes.seen[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('loads it afresh for a waiting caller when the first caller gave up', async () => {
    outcomes = scriptOutcomes(['hang', 'load']);
    const controller = new AbortController();
    const first = loadScript('/chat.js', { signal: controller.signal });
    const second = loadScript('/chat.js');
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(first).rejects.toBeInstanceOf(AbortedError);
    await expect(second).resolves.toBeUndefined();
    expect(outcomes.seen).toHaveLength(2);
  });
});
