// The contact page's live chat (spec 1: support by live chat): the store's chat widget, whose script the
// runtime config names. The shell's help button loads it on every page a few seconds after it opens; a
// shopper who asks for the chat here has it loaded at once. The widget's script defines
// `window.TopupChat.open()`, as the shell's help button expects.
import { useCallback, useState } from 'react';
import { CHAT_SCRIPT_POLICY, getRuntimeConfig, loadScript } from '@topup/shared-lib';

/** The global the chat widget's script defines. */
const CHAT_GLOBAL = 'TopupChat';

export type LiveChatState = 'idle' | 'opening' | 'unavailable';

function chatWidget(): { open?: unknown } | undefined {
  return (window as unknown as Partial<Record<typeof CHAT_GLOBAL, { open?: unknown }>>)[CHAT_GLOBAL];
}

/**
 * `open` loads the chat widget when needed and opens it; `state` says when it could not be (no chat
 * configured, or its script did not load), so the page offers the other ways to reach support.
 */
export function useLiveChat(): { state: LiveChatState; open: () => void } {
  const [state, setState] = useState<LiveChatState>('idle');
  const open = useCallback(() => {
    const loaded = chatWidget();
    if (typeof loaded?.open === 'function') {
      (loaded.open as () => void)();
      return;
    }
    const src = getRuntimeConfig().scripts?.chat;
    if (!src) {
      setState('unavailable');
      return;
    }
    setState('opening');
    loadScript(src, { policy: CHAT_SCRIPT_POLICY })
      .then(() => {
        const widget = chatWidget();
        if (typeof widget?.open !== 'function') throw new Error('the chat script defined no widget');
        (widget.open as () => void)();
        setState('idle');
      })
      .catch(() => setState('unavailable'));
  }, []);
  return { state, open };
}
