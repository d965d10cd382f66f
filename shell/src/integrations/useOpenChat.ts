import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getRuntimeConfig, openChat, useLocalePath } from '@topup/shared-lib';

/** Where a shopper who asked for the chat goes when there is none (the help page). */
export const CHAT_FALLBACK_PATH = '/help';

/**
 * What "Live chat" does wherever the store offers it (the help button, the footer, the contact page):
 * opens the customer-service chat, or, where none is configured or it cannot load, the help page in
 * the shopper's language. Without a chat configured the help page opens at once.
 */
export function useOpenChat(): () => void {
  const navigate = useNavigate();
  const localize = useLocalePath();
  return useCallback(() => {
    const toHelp = () => void navigate(localize(CHAT_FALLBACK_PATH));
    if (!getRuntimeConfig().scripts?.chat) {
      toHelp();
      return;
    }
    void openChat().then((opened) => {
      if (!opened) toHelp();
    });
  }, [navigate, localize]);
}
