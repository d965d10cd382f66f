// Every language's common and shell strings at once, for what renders any language without fetching:
// the store's server and the tests. Pages in the browser fetch a language with loadLanguage.
import { COMMON_NS, i18n } from '@topup/shared-lib';
import { zhTW as commonZhTW } from '@topup/shared-lib/locales/zh-TW';
import { SHELL_NS } from './registerShellStrings';
import { zhTW } from './shellStrings.zh-TW';

i18n.addResourceBundle('zh-TW', COMMON_NS, commonZhTW, true, true);
i18n.addResourceBundle('zh-TW', SHELL_NS, zhTW, true, true);
