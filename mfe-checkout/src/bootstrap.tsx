import { mountStandalone } from '@topup/remote-harness';
import * as CouponClaimPage from './coupon/CouponClaimPage';
import * as OrderDetailPage from './order/OrderDetailPage';
import PaymentListPopup from './payment/PaymentListPopup';
import * as PayResultPage from './result/PayResultPage';
import SafetyPopup from './safety/SafetyPopup';
import * as PaymentTipsPage from './tips/PaymentTipsPage';

// The checkout alone, for its own team (route modules by path, as the shell's route table maps them,
// and the site popups it owns); the shell composes it in the real site.
mountStandalone(
  {
    '/': OrderDetailPage,
    '/order/detail': OrderDetailPage,
    '/pay-result': PayResultPage,
    '/mobile/tips/:tip': PaymentTipsPage,
    '/mobile/coupon.html': CouponClaimPage,
  },
  { sitePopups: { paymentList: PaymentListPopup, safety: SafetyPopup } },
);
