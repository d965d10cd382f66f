import { observer } from 'mobx-react-lite';
import { userStore } from '@topup/shared-lib';
import { RemoteModule } from '../remotes/RemotePage';

/**
 * The account remote's verification centre (spec 4 checks, polls and dialogs) on every page while
 * logged in. It draws nothing of its own, so loading shows nothing and a down remote no fallback.
 */
export const VerificationMount = observer(function VerificationMount() {
  if (!userStore.isLogin) return null;
  return <RemoteModule remote="account" module="VerificationCenter" loading={null} fallback={null} />;
});
