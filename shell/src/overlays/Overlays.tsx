// Everything the shell lays over the pages: loading overlay, cookie banner, login
// popup, notifications, toasts, plus the one page scroll lock. Mount once, at the root of the app;
// the stacking comes from overlays.css and the popup stack, not from this order.
import { CookieBanner } from './CookieBanner';
import { LoadingOverlay } from './LoadingOverlay';
import { LoginPopup } from './LoginPopup';
import { Notifications } from './Notifications';
import { ScrollLock } from './ScrollLock';
import { SitePopups } from './SitePopups';
import { Toasts } from './Toasts';

export function Overlays() {
  return (
    <>
      <LoadingOverlay />
      <CookieBanner />
      <SitePopups />
      <LoginPopup />
      <Notifications />
      <Toasts />
      <ScrollLock />
    </>
  );
}
