// Opening the chat widget once its script has loaded. shared-lib loads the script (loadChatWidget)
// but defines no global for it (integrations/vendorGlobals.ts: "none required"), so the shell
// expects the wrapped vendor script to expose `window.TopupChat.open()`, like the other vendors.

export const CHAT_GLOBAL = 'TopupChat';

interface ChatWidgetGlobal {
  open(): void;
}

function chatGlobal(): Partial<ChatWidgetGlobal> | undefined {
  return (window as unknown as Partial<Record<typeof CHAT_GLOBAL, Partial<ChatWidgetGlobal>>>)[CHAT_GLOBAL];
}

/** Opens the chat; false when the script defined no usable global (the caller then falls back). */
export function openChatWidget(): boolean {
  const chat = chatGlobal();
  if (typeof chat?.open !== 'function') return false;
  chat.open();
  return true;
}
