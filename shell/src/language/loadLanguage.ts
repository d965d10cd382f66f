// A language's tables, fetched with the first page in it rather than with the first load: the common
// strings and the shell's own. Awaited before a page in the language renders (remotes bundle theirs).
import { loadCommonStrings, type Language } from '@topup/shared-lib';
import { loadShellStrings } from '../i18n/registerShellStrings';

export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadCommonStrings(language), loadShellStrings(language)]);
}
