import type { Translations } from '@topup/shared-lib';

// The VIP growth page.
export const en = {
  gain: {
    title: 'Rewards',
    lead: 'Points and rewards you have earned.',
    vip: 'VIP level',
    level: 'Level',
    discount: 'Member discount',
    percent: '{{value}}% off every order',
    next: 'Next level',
    toNext: '{{growth}} more growth points',
    top: 'You are at the top level.',
  },
};

export const zhTW: Translations<typeof en> = {
  gain: {
    title: '獎勵',
    lead: '您獲得的點數與獎勵。',
    vip: 'VIP 等級',
    level: '等級',
    discount: '會員折扣',
    percent: '每筆訂單 {{value}}% 折扣',
    next: '下一等級',
    toNext: '還需 {{growth}} 成長值',
    top: '您已是最高等級。',
  },
};
