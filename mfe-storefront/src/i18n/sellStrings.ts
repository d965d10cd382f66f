import type { Translations } from '@topup/shared-lib';

// The sell-online page's strings, with its title, description and keywords.
export const en = {
  meta: {
    sellOnline: {
      title: 'Sell online | TopUp Store',
      description: 'Sell your in-game items and credits safely.',
      keywords: 'sell online, sell game items, sell game credits',
    },
  },
  sell: {
    title: 'Sell online',
    lead: 'Sell your in-game items and credits safely.',
    formLabel: 'Your offer',
    offer: 'What you sell',
    contact: 'How we reach you',
    game: 'Game',
    item: 'Item or credit',
    itemHint: 'For example: Primogems, a skin, diamonds.',
    amount: 'Amount',
    amountHint: 'A whole number from 1 to {{max}}.',
    price: 'Asking price (USD)',
    priceHint: 'Up to 2 decimals, for example 19.99 (at most {{max}}).',
    email: 'Contact email',
    country: 'Country or region',
    loadingCountries: 'Loading countries…',
    prefix: 'Phone prefix',
    noPrefix: 'No prefix',
    phone: 'Phone number (optional)',
    submit: 'Send offer',
    sending: 'Sending…',
    failed: 'Your offer could not be sent. Nothing you typed was lost; please try again.',
    doneTitle: 'Offer sent',
    done: 'Thank you! We received offer #{{id}} and will reply to {{email}}.',
    again: 'Sell something else',
  },
};

export const zhTW: Translations<typeof en> = {
  meta: {
    sellOnline: {
      title: '線上出售 | TopUp 儲值商城',
      description: '安全地出售您的遊戲道具與點數。',
      keywords: '線上出售, 出售遊戲道具, 出售遊戲點數',
    },
  },
  sell: {
    title: '線上出售',
    lead: '安全地出售您的遊戲道具與點數。',
    formLabel: '您的出售內容',
    offer: '出售內容',
    contact: '聯絡方式',
    game: '遊戲',
    item: '道具或點數',
    itemHint: '例如：原石、造型、鑽石。',
    amount: '數量',
    amountHint: '1 至 {{max}} 的整數。',
    price: '期望售價（美元）',
    priceHint: '最多 2 位小數，例如 19.99（最高 {{max}}）。',
    email: '聯絡電子郵件',
    country: '國家或地區',
    loadingCountries: '正在載入國家或地區…',
    prefix: '電話區碼',
    noPrefix: '不指定區碼',
    phone: '電話號碼（選填）',
    submit: '送出出售申請',
    sending: '送出中…',
    failed: '無法送出您的出售申請。您輸入的內容都已保留，請再試一次。',
    doneTitle: '已送出',
    done: '謝謝！我們已收到出售申請 #{{id}}，將回覆至 {{email}}。',
    again: '出售其他物品',
  },
};
