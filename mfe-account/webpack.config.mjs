// @ts-check
import { createAppConfig } from '../scripts/webpack/create-app-config.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'account',
  title: 'TopUp Store: account',
  exposes: {
    './UserCenterPage': './src/center/UserCenterPage.tsx',
    './UserGainPage': './src/gain/UserGainPage.tsx',
    // /user/user and /user/comp/info show the same member details.
    './UserProfilePage': './src/member/UserInfoPage.tsx',
    './UserInfoPage': './src/member/UserInfoPage.tsx',
    './UserOrdersPage': './src/orders/UserOrdersPage.tsx',
    './UserCouponsPage': './src/coupons/UserCouponsPage.tsx',
    './UploadAuthPage': './src/verification/UploadAuthPage.tsx',
    // Mounted by the shell on every page while logged in (the identity checks and dialogs).
    './VerificationCenter': './src/verification/VerificationCenter.tsx',
    // Body of the shell's identity-verification site popup.
    './IdentityPopup': './src/verification/IdentityPopup.tsx',
  },
});
