// An order keeps the game server a shopper picked as the publisher's id (`Server:os_asia`); the shopper
// reads its name in the page's language ("Asia", "亞服"). Older orders hold the English name itself
// ("Server:Asia"): it is shown in the page's language too. Any other value shows as it is.
import { deliveryLabelKey, type DeliveryField } from './delivery';
import { GAME_SERVERS, gameServerName } from './gameServers';
import type { Language } from './locale';

/** The translation key of the server field (shared-lib's delivery labels). */
const SERVER_LABEL_KEY = 'server';

function nameOfEnglishName(value: string, language: Language): string | null {
  for (const servers of Object.values(GAME_SERVERS)) {
    const server = servers.find((candidate) => candidate.name.en === value.trim());
    if (server) return server.name[language];
  }
  return null;
}

/** The field as the shopper reads it: a server field's value named in `language`. */
export function withServerName(field: DeliveryField, language: Language): DeliveryField {
  if (deliveryLabelKey(field.label) !== SERVER_LABEL_KEY) return field;
  const name = gameServerName(field.value, language) ?? nameOfEnglishName(field.value, language);
  return name ? { ...field, value: name } : field;
}
