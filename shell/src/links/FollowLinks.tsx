// The page-wide half of the route table link rule. Any app marks a banner or editor link with
// `data-follow-link` (`<a href={banner.link} data-follow-link>`), and a click on it follows the rule
// here: site targets ask for login first and open client-side, external ones open in a new tab,
// refused ones (javascript:, look-alike hosts) do nothing. A site link that asked for login opens
// once the shopper has logged in. Remotes need no import from the shell.
import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useStores } from '@topup/shared-lib';
import { clearPendingTarget, takePendingTarget } from './pendingTarget';
import { useFollowLink } from './useFollowLink';

export const FOLLOW_LINK_ATTRIBUTE = 'data-follow-link';

export function FollowLinks() {
  const follow = useFollowLink();
  const { user, loginPopup } = useStores();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Modified and middle clicks keep the browser's own meaning (new tab, download...).
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor =
        event.target instanceof Element ? event.target.closest(`a[${FOLLOW_LINK_ATTRIBUTE}]`) : null;
      if (!anchor) return;
      event.preventDefault();
      follow(anchor.getAttribute('href') ?? '');
    };
    document.addEventListener('click', onClick);
    // After the login a site link asked for, go where the shopper was heading; a popup closed
    // without logging in forgets it.
    const stopAfterLogin = reaction(
      () => [user.isLogin, loginPopup.visible] as const,
      ([loggedIn, popupOpen]) => {
        if (loggedIn && !popupOpen) {
          const target = takePendingTarget();
          if (target) follow(target);
        } else if (!loggedIn && !popupOpen) {
          clearPendingTarget();
        }
      },
    );
    return () => {
      document.removeEventListener('click', onClick);
      stopAfterLogin();
    };
  }, [follow, user, loginPopup]);
  return null;
}
