import { addTranslations } from '@topup/shared-lib';
import { NS } from './index';
import { en, zhTW } from './searchStrings';

addTranslations(NS, { en, 'zh-TW': zhTW });
