// The labels of the fields a shopper fills in (a product's input and after-payment fields), in
// Traditional Chinese. The English label is the field's name everywhere data is stored or sent
// ("label:value" in an order's delivery, a form's answers); only what is shown is translated. An
// order's delivery is answered as stored: the pages translate its labels themselves.
import type { Locale } from '../http/locale';

/** English label -> Traditional Chinese, for every field of the seeded catalogue (the storefront's own words). */
const FIELD_LABELS_ZH: Readonly<Record<string, string>> = {
  'User ID': '使用者 ID',
  'Zone ID': '伺服器 ID',
  UID: 'UID',
  Server: '伺服器',
  'Player ID': '玩家 ID',
  'Poppo ID': 'Poppo ID',
  'Douyin ID': '抖音 ID',
  'Bigo ID': 'Bigo ID',
  'Contact email': '聯絡電子郵件',
  Region: '地區',
};

/** A field's label in the request's language; a label without a translation is shown as stored. */
export function fieldLabel(label: string, locale: Locale): string {
  if (locale !== 'zh-TW') return label;
  return Object.hasOwn(FIELD_LABELS_ZH, label) ? (FIELD_LABELS_ZH[label] ?? label) : label;
}

/** Splits "label:value" at the first half-width or full-width colon. */
export function splitDeliveryEntry(entry: string): [string, string] | null {
  const match = /^([^:：]+)[:：](.*)$/su.exec(entry);
  if (!match?.[1] || match[2] === undefined) return null;
  return [match[1].trim(), match[2].trim()];
}
