import { addTranslations } from '@topup/shared-lib';
import { SHELL_NS } from './registerShellStrings';
import { en, zhTW } from './oauthStrings';

addTranslations(SHELL_NS, { en, 'zh-TW': zhTW });
