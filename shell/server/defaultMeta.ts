// The store's default title, description and keywords in a page's
// language, for a page the server sends without rendering it: the browser will show the same once the
// page runs, and until then (and for a crawler that does not run it) the page does not say "TopUp
// Store" in English on a Chinese address. A rendered page states its own.
import type { Language } from '@topup/shared-lib/rules';
import { en } from '../src/i18n/shellStrings';
import { zhTW } from '../src/i18n/shellStrings.zh-TW';
import type { FullHead } from '../src/meta/pageHead';

const DEFAULTS: Record<Language, FullHead> = { en: en.meta.default, 'zh-TW': zhTW.meta.default };

export function defaultMeta(language: Language): FullHead {
  return DEFAULTS[language];
}
