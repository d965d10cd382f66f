import { mountStandalone } from '@topup/shared-lib/src/harness/mountStandalone';
import OrderDetailPage from './order/OrderDetailPage';

mountStandalone({ '/': OrderDetailPage, '/order/detail': OrderDetailPage });
