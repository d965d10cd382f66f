// "Buy now" for a guest opens the login popup; once the shopper has logged in, the purchase goes on by
// itself (the unpaid check, then the confirm dialog) without a second tap. The wish is kept in the
// draft, so it survives the page reading its data again for the member. Closing the popup without
// logging in drops it, and so does a later visit as a guest.
import { useEffect, useEffectEvent } from 'react';
import type { PurchaseDraft } from './purchaseDraft';

export function useBuyAfterLogin({
  draft,
  update,
  isLogin,
  loginOpen,
  ready,
  buy,
}: {
  draft: PurchaseDraft;
  update: (patch: Partial<PurchaseDraft>) => void;
  isLogin: boolean;
  /** The login popup is open. */
  loginOpen: boolean;
  /** The purchase can go on now (its account lookup and the member's coupons have answered). */
  ready: boolean;
  buy: () => void;
}): void {
  const wanted = draft.buyAfterLogin === true;
  const goOn = useEffectEvent(() => {
    update({ buyAfterLogin: false });
    buy();
  });
  const drop = useEffectEvent(() => update({ buyAfterLogin: false }));
  useEffect(() => {
    if (!wanted) return;
    if (isLogin && ready) goOn();
    else if (!isLogin && !loginOpen) drop();
  }, [wanted, isLogin, loginOpen, ready]);
}
