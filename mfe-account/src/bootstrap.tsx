import { mountStandalone } from '@topup/remote-harness';
import * as UserCenterPage from './center/UserCenterPage';
import * as UserCouponsPage from './coupons/UserCouponsPage';
import * as UserGainPage from './gain/UserGainPage';
import * as UserInfoPage from './member/UserInfoPage';
import * as UserOrdersPage from './orders/UserOrdersPage';
import IdentityPopup from './verification/IdentityPopup';
import * as UploadAuthPage from './verification/UploadAuthPage';

// The account alone, for its own team, at the paths the shell's route table gives its pages; the shell
// composes it in the real site.
mountStandalone(
  'account',
  {
    UserCenterPage,
    UserCouponsPage,
    UserGainPage,
    UserInfoPage,
    // The same page exposed under a second name (webpack.config.mjs), as the route table uses both.
    UserProfilePage: UserInfoPage,
    UserOrdersPage,
    UploadAuthPage,
  },
  { sitePopups: { identity: IdentityPopup } },
);
