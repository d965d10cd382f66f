// Chat widget and tag manager: load their script from runtime config with their retry policies.
// Both return a cancel function so an unmounting shell leaves no timer behind.
import { CHAT_SCRIPT_POLICY, getRuntimeConfig, loadScript, type ScriptLoadPolicy } from '@topup/shared-lib';
import { getShellConfig } from '../startup/shellConfig';

/** Tag manager: 3 attempts, 8 s each, waiting 1 s times the attempt number. */
export const TAG_MANAGER_SCRIPT_POLICY: ScriptLoadPolicy = {
  attempts: 3,
  timeoutMs: 8000,
  pauseMs: (attempt) => 1000 * attempt,
};

/** The chat script loads 4 s after mount; the tag manager status is logged 2 s after. */
export const CHAT_LOAD_DELAY_MS = 4000;
export const TAG_MANAGER_STATUS_DELAY_MS = 2000;

function start(
  src: string | undefined,
  load: (signal: AbortSignal) => Promise<void>,
  onDone?: (ok: boolean) => void,
) {
  const controller = new AbortController();
  if (!src) {
    onDone?.(false);
    return () => undefined;
  }
  load(controller.signal).then(
    () => onDone?.(true),
    () => {
      if (!controller.signal.aborted) onDone?.(false);
    },
  );
  return () => controller.abort();
}

export function loadChatWidget(onDone?: (ok: boolean) => void): () => void {
  const src = getRuntimeConfig().scripts?.chat;
  return start(
    src,
    async (signal) => {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, CHAT_LOAD_DELAY_MS);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
      await loadScript(src ?? '', { policy: CHAT_SCRIPT_POLICY, signal });
    },
    onDone,
  );
}

export function loadTagManager(onDone?: (ok: boolean) => void): () => void {
  const src = getShellConfig().scripts?.tagManager;
  return start(src, (signal) => loadScript(src ?? '', { policy: TAG_MANAGER_SCRIPT_POLICY, signal }), onDone);
}
