import { useEffect, useState } from 'react';
import { CHAT_LOAD_DELAY_MS, loadChatWidget } from '@topup/shared-lib';

export { CHAT_LOAD_DELAY_MS };

/**
 * Starts the chat script (shared-lib waits CHAT_LOAD_DELAY_MS itself, so it never competes with the
 * page's first load) and says when it has loaded; cancelled on unmount. The help button does not wait
 * for it: without the chat it leads to the help page.
 */
export function useChatWidget(): boolean {
  const [chatLoaded, setChatLoaded] = useState(false);
  useEffect(
    () =>
      loadChatWidget((ok) => {
        if (ok) setChatLoaded(true);
      }),
    [],
  );
  return chatLoaded;
}
