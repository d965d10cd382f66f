// Opening the customer-service chat (the chat widget's script, retried after 1 s). The wrapped
// vendor script defines `window.TopupChat` (README.md); the help button, the footer and the contact
// page open it through here. Asked by the shopper, the script loads at once: the help button's 4 s wait is for its own
// start (thirdPartyScripts.ts), not for a shopper who asked for the chat.
import { CHAT_SCRIPT_POLICY, getRuntimeConfig, loadScript, type RuntimeConfig } from '../platform';
import { vendorGlobal, type ChatWidgetGlobal } from './vendorGlobals';

/** Opens the chat; false when none is configured, its script cannot load or defines no chat. */
export async function openChat(config: () => RuntimeConfig = getRuntimeConfig): Promise<boolean> {
  const src = config().scripts?.chat;
  if (!src) return false;
  try {
    await loadScript(src, { policy: CHAT_SCRIPT_POLICY });
  } catch {
    return false;
  }
  const chat = vendorGlobal<Partial<ChatWidgetGlobal>>('TopupChat');
  if (typeof chat?.open !== 'function') return false;
  chat.open();
  return true;
}
