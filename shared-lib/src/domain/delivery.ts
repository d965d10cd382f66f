// Delivery is a JSON array of "label:value" strings, split at the first colon (half- or
// full-width); a page shows each field's label and value in its own words.

export interface DeliveryField {
  label: string;
  value: string;
}

export function parseDelivery(raw: string | null | undefined): DeliveryField[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => {
      const at = entry.search(/[:：]/);
      return at < 0
        ? { label: entry.trim(), value: '' }
        : { label: entry.slice(0, at).trim(), value: entry.slice(at + 1).trim() };
    });
}

/**
 * The delivery labels the store's products ask for (store-api's seeded input and after-payment
 * fields), by their translation key (common strings `delivery.labels.*`). An order keeps them by their
 * English names, as store-api answers them in every language: a page shows each in its own language.
 * A label not listed is the seller's own and shows as given.
 */
export const DELIVERY_LABEL_KEYS: Readonly<Record<string, string>> = {
  'user id': 'userId',
  'zone id': 'zoneId',
  uid: 'uid',
  server: 'server',
  'player id': 'playerId',
  'poppo id': 'poppoId',
  'douyin id': 'douyinId',
  'bigo id': 'bigoId',
  region: 'region',
  'contact email': 'contactEmail',
};

/** The translation key of a known delivery label (any case, spaces trimmed), or null. */
export function deliveryLabelKey(label: string): string | null {
  const name = label.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(DELIVERY_LABEL_KEYS, name) ? (DELIVERY_LABEL_KEYS[name] ?? null) : null;
}
