import { mountStandalone } from '@topup/remote-harness';
import * as CouponClaimPage from './coupon/CouponClaimPage';
import * as OrderDetailPage from './order/OrderDetailPage';
import PaymentListPopup from './payment/PaymentListPopup';
import * as PayResultPage from './result/PayResultPage';
import SafetyPopup from './safety/SafetyPopup';
import * as PaymentTipsPage from './tips/PaymentTipsPage';

// The checkout alone, for its own team, at the paths the shell's route table gives its pages; the shell
// composes it in the real site.
mountStandalone(
  'checkout',
  { CouponClaimPage, OrderDetailPage, PayResultPage, PaymentTipsPage },
  { sitePopups: { paymentList: PaymentListPopup, safety: SafetyPopup } },
);
