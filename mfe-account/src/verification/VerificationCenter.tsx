// Expose `./VerificationCenter` (no props): the shell mounts it once per page while logged in. It runs
// the identity checks and polls through the store set's verification store, writes the current order
// into the shared `verificationTip` (the header's tip reads it), opens the upload flow whenever the tip
// asks (`verificationTip.requestUpload()`: the header, an order's Verify action, which may name its
// order) and draws the auth /
// upload / fail dialogs.
import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation } from 'react-router-dom';
import { useStores } from '@topup/shared-lib';
import '../i18n';
import '../account.css';
import { openRequestedUpload } from './openVerificationUpload';
import { VerificationDialogs } from './VerificationDialogs';
import { verificationOf } from './verificationOf';

export default function VerificationCenter() {
  const stores = useStores();
  const { pathname } = useLocation();
  const started = useRef(false);
  // The router's path: read by each check, also the polls' later ones.
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const { user, verificationTip } = stores;
    const verification = verificationOf(stores);
    const stop = verification.start({
      hasToken: () => user.token !== null,
      currentPath: () => path.current,
      setVerified: (verified) => user.setVerified(verified),
    });
    started.current = true;
    const stopTip = reaction(
      () => verification.target?.orderSn ?? null,
      (orderSn) => verificationTip.setOrder(orderSn),
      { fireImmediately: true },
    );
    const stopUploads = reaction(
      () => verificationTip.uploadRequests,
      () => void openRequestedUpload(stores, verification),
    );
    return () => {
      started.current = false;
      stopUploads();
      stopTip();
      stop();
      verificationTip.setOrder(null);
    };
  }, [stores]);

  // A new page re-checks (e.g. leaving the payment tips pages, where checks never run).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (started.current) void verificationOf(stores).checkAll();
  }, [pathname, stores]);

  return <VerificationDialogs />;
}
