import { addTranslations } from '@topup/shared-lib';
import { en, zhTW } from './strings';

/** Imported by every exposed page, so the namespace exists before the page renders. */
export const NS = 'content';

addTranslations(NS, { en, 'zh-TW': zhTW });
