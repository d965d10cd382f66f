// Spec 3: delivery is a JSON array of "label:value" strings, split at the first colon (half- or
// full-width) and shown as label + full-width colon + value.

export interface DeliveryField {
  label: string;
  value: string;
}

export const DELIVERY_SEPARATOR = '：';

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

export function formatDeliveryField(field: DeliveryField): string {
  return `${field.label}${DELIVERY_SEPARATOR}${field.value}`;
}
