import { useEffect, useState } from 'react';
import { CHAT_LOAD_DELAY_MS, loadChatWidget } from '@topup/shared-lib';

/** Spec 9: the help button appears about 1 s after the chat script starts loading. */
export const HELP_REVEAL_DELAY_MS = 1000;
export { CHAT_LOAD_DELAY_MS };

export interface ChatReveal {
  /** The chat script loaded (after its 4 s delay and its 1 s retry policy). */
  chatLoaded: boolean;
  /** Time to show the help button. */
  revealed: boolean;
}

/**
 * Starts the chat script (shared-lib waits CHAT_LOAD_DELAY_MS itself) and reveals the button
 * HELP_REVEAL_DELAY_MS later, whether or not the chat loaded: without chat the button still leads
 * to the help page. Both are cancelled on unmount.
 */
export function useChatReveal(): ChatReveal {
  const [chatLoaded, setChatLoaded] = useState(false);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const cancelChat = loadChatWidget((ok) => {
      if (ok) setChatLoaded(true);
    });
    const reveal = setTimeout(() => setRevealed(true), CHAT_LOAD_DELAY_MS + HELP_REVEAL_DELAY_MS);
    return () => {
      cancelChat();
      clearTimeout(reveal);
    };
  }, []);
  return { chatLoaded, revealed };
}
