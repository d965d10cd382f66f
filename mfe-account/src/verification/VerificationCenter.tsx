// Expose `./VerificationCenter` (no props): the shell mounts it on every page while logged in. It runs
// the spec-4 checks and polls through verificationStore (which sets the header tip's target), answers
// the tip's upload requests and draws the auth / upload / fail dialogs.
import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation } from 'react-router-dom';
import { userStore, verificationStore } from '@topup/shared-lib';
import '../i18n';
import '../account.css';
import { openVerificationUpload } from './openVerificationUpload';
import { VerificationDialogs } from './VerificationDialogs';

export default function VerificationCenter() {
  const { pathname } = useLocation();
  const started = useRef(false);
  // The router's path (the shell's BrowserRouter): read by each check, also the polls' later ones.
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const stop = verificationStore.start({
      hasToken: () => userStore.token !== null,
      currentPath: () => path.current,
      setVerified: (verified) => userStore.setVerified(verified),
    });
    started.current = true;
    const stopUploads = reaction(
      () => verificationStore.uploadRequests,
      () => openVerificationUpload(),
    );
    return () => {
      started.current = false;
      stopUploads();
      stop();
    };
  }, []);

  // A new page re-checks (e.g. leaving the payment tips pages, where checks never run).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (started.current) void verificationStore.checkAll();
  }, [pathname]);

  return <VerificationDialogs />;
}
