import { mountStandalone } from '@topup/remote-harness';
import * as UserCenterPage from './center/UserCenterPage';
import * as UserCouponsPage from './coupons/UserCouponsPage';
import * as UserGainPage from './gain/UserGainPage';
import * as UserInfoPage from './member/UserInfoPage';
import * as UserOrdersPage from './orders/UserOrdersPage';
import IdentityPopup from './verification/IdentityPopup';
import * as UploadAuthPage from './verification/UploadAuthPage';

// The account alone, for its own team, at the paths of the shell's route table; the shell composes it
// in the real site.
mountStandalone(
  {
    '/': UserCenterPage,
    '/user': UserCenterPage,
    '/user/gain': UserGainPage,
    '/user/user': UserInfoPage,
    '/user/comp/info': UserInfoPage,
    '/user/comp/order': UserOrdersPage,
    '/user/comp/coupons': UserCouponsPage,
    '/order/uploadAuthPage': UploadAuthPage,
  },
  { sitePopups: { identity: IdentityPopup } },
);
