import { addTranslations } from '@topup/shared-lib';
import { NS } from './index';
import { en, zhTW } from './homeTipsStrings';

addTranslations(NS, { en, 'zh-TW': zhTW });
