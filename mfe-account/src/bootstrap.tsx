import { mountStandalone } from '@topup/shared-lib/src/harness/mountStandalone';
import UserCenterPage from './center/UserCenterPage';

mountStandalone({ '/': UserCenterPage, '/user': UserCenterPage });
