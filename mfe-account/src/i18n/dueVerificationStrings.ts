import type { Translations } from '@topup/shared-lib';

// The identity check an order waits for, as its card, the verification dialogs and page name it.
export const en = {
  verify: {
    kind: {
      realname: 'Real-name verification needed',
      spotcheck: 'Spot-check photos needed',
    },
    rejected: 'Not approved: {{reason}}',
  },
};

export const zhTW: Translations<typeof en> = {
  verify: {
    kind: {
      realname: '需要實名驗證',
      spotcheck: '需要抽查照片',
    },
    rejected: '未通過：{{reason}}',
  },
};
