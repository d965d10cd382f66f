import { useEffect, useState } from 'react';
import { CHAT_LOAD_DELAY_MS, loadChatWidget } from '@topup/shared-lib';

/** Spec 9: the help button appears about 1 s after the chat script starts loading. */
export const HELP_REVEAL_DELAY_MS = 1000;
export { CHAT_LOAD_DELAY_MS };

/**
 * Starts the chat script (shared-lib waits CHAT_LOAD_DELAY_MS itself) and answers when to show the
 * help button: HELP_REVEAL_DELAY_MS later, whether or not the chat loaded (a press without chat leads
 * to the help page). Both are cancelled on unmount.
 */
export function useChatReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const cancelChat = loadChatWidget();
    const reveal = setTimeout(() => setRevealed(true), CHAT_LOAD_DELAY_MS + HELP_REVEAL_DELAY_MS);
    return () => {
      cancelChat();
      clearTimeout(reveal);
    };
  }, []);
  return revealed;
}
