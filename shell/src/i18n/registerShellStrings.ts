import { addTranslations } from '@topup/shared-lib';
import { en, zhTW } from './shellStrings';

export const SHELL_NS = 'shell';

addTranslations(SHELL_NS, { en, 'zh-TW': zhTW });
