// The contact page's live chat (support by live chat): the store's chat widget, opened through
// shared-lib's one chat opener. Unlike the help button (which falls back to the help page), the contact
// page says when the chat cannot be opened, the other ways to reach support being beside it.
import { useCallback, useState } from 'react';
import { openChat } from '@topup/shared-lib';

export type LiveChatState = 'idle' | 'opening' | 'unavailable';

/** `open` loads the chat widget when needed and opens it; `state` says when it could not be. */
export function useLiveChat(): { state: LiveChatState; open: () => void } {
  const [state, setState] = useState<LiveChatState>('idle');
  const open = useCallback(() => {
    setState('opening');
    void openChat().then((opened) => setState(opened ? 'idle' : 'unavailable'));
  }, []);
  return { state, open };
}
