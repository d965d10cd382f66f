import { localised, type Locale } from '../http/locale';

/** A pack's (SKU's) name in the request's language; a pack without a Chinese name keeps its English one. */
export function packName(locale: Locale, name: string, nameZh: string): string {
  return localised(locale, name, nameZh || name);
}
