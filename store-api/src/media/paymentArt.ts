// Neutral marks for the ways to pay: a card, a phone wallet, an online wallet and a bank. Drawn by the
// store, so no payment brand's logo is shown or implied.
import { svgDocument } from './svgDocument';

export const PAYMENT_MARKS = ['card', 'mobile-wallet', 'e-wallet', 'bank'] as const;
export type PaymentMark = (typeof PAYMENT_MARKS)[number];
export const PAYMENT_ART_WIDTH = 64;
export const PAYMENT_ART_HEIGHT = 40;

export const paymentPicture = (mark: PaymentMark): string => `/media/payments/${mark}.svg`;

const INK = '#1f3a68';
const TINT = '#e8effb';

const DRAWINGS: Readonly<Record<PaymentMark, string>> = {
  card: `<rect x="14" y="9" width="36" height="24" rx="4" fill="${INK}"/><rect x="14" y="14" width="36" height="5" fill="#7fa2d9"/><rect x="18" y="23" width="8" height="6" rx="1.5" fill="#f4c35a"/>`,
  'mobile-wallet': `<rect x="22" y="5" width="20" height="31" rx="4" fill="${INK}"/><rect x="25" y="9" width="14" height="20" rx="1.5" fill="#7fa2d9"/><path d="M46 14 C49 18 49 23 46 27 M50 11 C55 17 55 24 50 30" fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>`,
  'e-wallet': `<rect x="13" y="11" width="38" height="24" rx="5" fill="${INK}"/><path d="M16 11 L40 5 L43 11" fill="#7fa2d9"/><rect x="38" y="18" width="13" height="10" rx="3" fill="#7fa2d9"/><circle cx="43" cy="23" r="2" fill="${INK}"/>`,
  bank: `<path d="M32 5 L51 14 H13 Z" fill="${INK}"/><path d="M17 17 V29 M25 17 V29 M32 17 V29 M39 17 V29 M47 17 V29" stroke="${INK}" stroke-width="3.5"/><rect x="12" y="31" width="40" height="4" rx="1" fill="${INK}"/>`,
};

const TITLES: Readonly<Record<PaymentMark, string>> = {
  card: 'Card',
  'mobile-wallet': 'Phone wallet',
  'e-wallet': 'Online wallet',
  bank: 'Bank transfer',
};

export function paymentArtSvg(mark: PaymentMark): string {
  const frame = `<rect x="0.5" y="0.5" width="63" height="39" rx="7" fill="${TINT}" stroke="#c9d6ee"/>`;
  return svgDocument(PAYMENT_ART_WIDTH, PAYMENT_ART_HEIGHT, TITLES[mark], `${frame}\n${DRAWINGS[mark]}`);
}
