// The shell's strings: English with the first load, Traditional Chinese fetched with a Chinese page
// (loadLanguage), so an English page never downloads them.
import { i18n, type Language } from '@topup/shared-lib';
import { en } from './shellStrings';

export const SHELL_NS = 'shell';

i18n.addResourceBundle('en', SHELL_NS, en, true, true);
export async function loadShellStrings(language: Language): Promise<void> {
  if (language !== 'zh-TW') return;
  const { zhTW } = await import(/* webpackChunkName: "shell-zh-TW" */ './shellStrings.zh-TW');
  i18n.addResourceBundle(language, SHELL_NS, zhTW, true, true);
}
