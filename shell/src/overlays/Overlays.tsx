// Everything the shell lays over the pages once hydrated: loading overlay, login popup, notifications,
// toasts, plus the one page scroll lock. The cookie banner is rendered with the page (App.tsx). Mount once, at the root of the app;
// the stacking comes from overlays.css and the popup stack, not from this order.
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
      <SitePopups />
      <LoginPopup />
      <Notifications />
      <Toasts />
      <ScrollLock />
    </>
  );
}
