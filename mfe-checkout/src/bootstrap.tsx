import { mountStandalone } from '@topup/shared-lib/src/harness/mountStandalone';
import CouponClaimPage from './coupon/CouponClaimPage';
import OrderDetailPage from './order/OrderDetailPage';
import PayResultPage from './result/PayResultPage';
import PaymentTipsPage from './tips/PaymentTipsPage';

mountStandalone({
  '/': OrderDetailPage,
  '/order/detail': OrderDetailPage,
  '/pay-result': PayResultPage,
  '/mobile/tips/:tip': PaymentTipsPage,
  '/mobile/coupon.html': CouponClaimPage,
});
