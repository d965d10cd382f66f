import { addTranslations, type Translations } from '@topup/shared-lib';
import { NS } from './index';

// The identity check an order waits for, as its card, the verification dialogs and page name it.
const en = {
  verify: {
    kind: {
      realname: 'Real-name verification needed',
      spotcheck: 'Spot-check photos needed',
    },
    rejected: 'Not approved: {{reason}}',
  },
};

const zhTW: Translations<typeof en> = {
  verify: {
    kind: {
      realname: '需要實名驗證',
      spotcheck: '需要抽查照片',
    },
    rejected: '未通過：{{reason}}',
  },
};

addTranslations(NS, { en, 'zh-TW': zhTW });
