import { observer } from 'mobx-react-lite';
import { useStores } from '@topup/shared-lib';
import { RemoteComponent } from '../remotes/RemotePage';

/** It draws nothing of its own: nothing while it loads, nothing when the account remote is down. */
const nothing = () => null;

/**
 * The account remote's verification centre (its identity checks, polls and dialogs) on every page while
 * logged in.
 */
export const VerificationMount = observer(function VerificationMount() {
  const { user } = useStores();
  if (!user.isLogin) return null;
  return <RemoteComponent remote="account" module="VerificationCenter" loading={null} fallback={nothing} />;
});
