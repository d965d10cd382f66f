export interface SeedArticle {
  id: number;
  slug: string;
  /** Category slug: guides, news or deals. */
  category: string;
  title: string;
  titleZh: string;
  summary: string;
  summaryZh: string;
  bodyHtml: string;
  bodyHtmlZh: string;
  publishTime: string;
}

/** Wraps each paragraph in <p>; the seed text is ours, so no escaping is needed. */
const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('\n');

export const seedArticles: readonly SeedArticle[] = [
  {
    id: 1,
    slug: 'how-to-top-up-mobile-legends',
    category: 'guides',
    title: 'How to top up Mobile Legends diamonds in three steps',
    titleZh: '三步驟儲值決勝巔峰鑽石',
    summary: 'Find your User ID and Zone ID, pick a pack and pay: diamonds arrive within minutes.',
    summaryZh: '找到使用者 ID 與伺服器 ID，選擇方案並付款，鑽石數分鐘內到帳。',
    bodyHtml: paragraphs(
      'Open Mobile Legends and tap your avatar in the top-left corner. Your User ID and Zone ID are shown under your nickname, for example 12345678 (2001).',
      'On the Mobile Legends page of our store, type both numbers, choose a diamond pack and pay by card or wallet.',
      'Diamonds are usually credited within five minutes. If they have not arrived after thirty minutes, contact support with your order number.',
    ),
    bodyHtmlZh: paragraphs(
      '開啟決勝巔峰，點選左上角的頭像，暱稱下方會顯示使用者 ID 與伺服器 ID，例如 12345678 (2001)。',
      '在本商店的決勝巔峰頁面輸入這兩組號碼，選擇鑽石方案，再以信用卡或電子錢包付款。',
      '鑽石通常在五分鐘內到帳。若三十分鐘後仍未收到，請附上訂單編號聯繫客服。',
    ),
    publishTime: '2026-10-02T09:00:00.000Z',
  },
  {
    id: 2,
    slug: 'find-your-genshin-uid',
    category: 'guides',
    title: 'Where to find your Genshin Impact UID and server',
    titleZh: '如何查詢原神 UID 與伺服器',
    summary: 'Your UID sits in the bottom-right corner of the game screen. Here is how to read it correctly.',
    summaryZh: 'UID 顯示在遊戲畫面右下角，本文教您正確辨識。',
    bodyHtml: paragraphs(
      'Your nine-digit UID is printed in the bottom-right corner of the screen whenever you are in the open world.',
      'The first digit tells the server: 6 for America, 7 for Europe, 8 for Asia and 9 for TW, HK, MO.',
      'Choose the matching server on the top-up page; crystals sent to the wrong server cannot be moved.',
    ),
    bodyHtmlZh: paragraphs(
      '在大世界中，九位數的 UID 會顯示在畫面右下角。',
      '第一個數字代表伺服器：6 為美服、7 為歐服、8 為亞服、9 為港澳台服。',
      '請在儲值頁面選擇相符的伺服器；儲值到錯誤伺服器的結晶無法轉移。',
    ),
    publishTime: '2026-10-18T10:30:00.000Z',
  },
  {
    id: 3,
    slug: 'safe-top-up-checklist',
    category: 'guides',
    title: 'Five checks before you top up anywhere',
    titleZh: '儲值前必做的五項檢查',
    summary: 'Official prices, secure payment and real support: a short checklist to avoid scams.',
    summaryZh: '官方價格、安全付款與真人客服：避免受騙的簡短清單。',
    bodyHtml: paragraphs(
      'Compare the price with the in-game store: offers far below it are a warning sign.',
      'Pay only on pages served over HTTPS, and never share your game password. A top-up needs your ID, nothing more.',
      'Keep your order number until the credit arrives, and check that support answers by email and live chat.',
    ),
    bodyHtmlZh: paragraphs(
      '先與遊戲內商店比價，遠低於官方的價格往往是警訊。',
      '只在 HTTPS 頁面付款，也絕不要提供遊戲密碼；儲值只需要您的 ID。',
      '在點數到帳前保留訂單編號，並確認客服可透過電子郵件與線上聊天聯繫。',
    ),
    publishTime: '2026-11-04T08:00:00.000Z',
  },
  {
    id: 4,
    slug: 'honkai-star-rail-new-version',
    category: 'news',
    title: 'Honkai: Star Rail: what the new version brings',
    titleZh: '崩壞：星穹鐵道新版本重點整理',
    summary: 'New characters, a new world to explore and a login event with free Star Rail Passes.',
    summaryZh: '新角色、新地圖，以及贈送星軌通票的登入活動。',
    bodyHtml: paragraphs(
      'The new version adds two limited characters across its two banner phases and a new area to explore.',
      'Players who log in during the event receive ten Star Rail Passes over seven days.',
      'Oneiric Shard packs keep their first-purchase bonus, reset with this version.',
    ),
    bodyHtmlZh: paragraphs(
      '新版本分兩期推出兩位限定角色，並開放全新探索區域。',
      '活動期間登入七天，共可領取十張星軌通票。',
      '古老夢華首儲加贈已隨本版本重置。',
    ),
    publishTime: '2026-11-12T04:00:00.000Z',
  },
  {
    id: 5,
    slug: 'zenless-zone-zero-anniversary',
    category: 'news',
    title: 'Zenless Zone Zero celebrates its anniversary',
    titleZh: '絕區零週年慶活動登場',
    summary: 'Anniversary rewards, a free agent selector and double Monochrome on the first purchase.',
    summaryZh: '週年獎勵、免費代理人自選，首儲菲林雙倍。',
    bodyHtml: paragraphs(
      'New Eridu throws a party: log in to claim anniversary rewards and a free A-rank agent of your choice.',
      'The double Monochrome bonus on first purchases returns for every pack size.',
    ),
    bodyHtmlZh: paragraphs(
      '新艾利都週年派對開跑：登入即可領取週年獎勵，並自選一位 A 級代理人。',
      '各檔位首儲菲林雙倍加贈再度回歸。',
    ),
    publishTime: '2026-11-16T06:00:00.000Z',
  },
  {
    id: 6,
    slug: 'weekend-deal-free-fire-diamonds',
    category: 'deals',
    title: 'Weekend deal: up to 5% off Free Fire diamonds',
    titleZh: '週末優惠：我要活下去鑽石最高 95 折',
    summary: 'From Friday to Sunday every Free Fire diamond pack is cheaper. No coupon needed.',
    summaryZh: '週五至週日，所有我要活下去鑽石方案降價，無需優惠券。',
    bodyHtml: paragraphs(
      'This weekend every Free Fire diamond pack is discounted, up to 5% off the 2180 Diamonds pack.',
      'The discount is applied automatically at checkout and can be combined with your member coupons.',
    ),
    bodyHtmlZh: paragraphs(
      '本週末所有我要活下去鑽石方案皆有折扣，2180 鑽石方案最高享 95 折。',
      '結帳時自動折抵，並可與會員優惠券併用。',
    ),
    publishTime: '2026-11-20T12:00:00.000Z',
  },
  {
    id: 7,
    slug: 'live-streaming-coin-bonus',
    category: 'deals',
    title: 'Bonus coins for Poppo Live and Bigo Live this month',
    titleZh: '本月 Poppo Live 與 Bigo Live 加贈金幣',
    summary: 'Top up a live-streaming app this month and collect a coupon for your next order.',
    summaryZh: '本月儲值直播平台，即可獲得下次訂單可用的優惠券。',
    bodyHtml: paragraphs(
      'Every Poppo Live or Bigo Live top-up of 9.99 USD or more this month earns a coupon for your next order.',
      'Coupons appear in your account under Coupons within an hour of delivery.',
    ),
    bodyHtmlZh: paragraphs(
      '本月單筆儲值 Poppo Live 或 Bigo Live 滿 9.99 美元，即可獲得下次訂單可用的優惠券。',
      '優惠券會在到帳後一小時內出現在帳戶的「優惠券」頁面。',
    ),
    publishTime: '2026-11-21T09:00:00.000Z',
  },
];
