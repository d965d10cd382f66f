// @ts-check
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'checkout',
  title: 'TopUp Store: checkout',
  exposes: {
    './OrderDetailPage': './src/order/OrderDetailPage.tsx',
    './PayResultPage': './src/result/PayResultPage.tsx',
    './PaymentTipsPage': './src/tips/PaymentTipsPage.tsx',
    './CouponClaimPage': './src/coupon/CouponClaimPage.tsx',
    './PaymentListPopup': './src/payment/PaymentListPopup.tsx',
    './SafetyPopup': './src/safety/SafetyPopup.tsx',
  },
});
