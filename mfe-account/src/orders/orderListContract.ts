// Compile-time contract of the account centre's own answer types with store-api's route schemas, the
// shared types are derived from them (shared-lib/src/api/responseData.ts): `tsc` fails here when the two drift.
import type { Fits, Holds, ResponseData } from '@topup/shared-lib';
import type { DeliveryReason } from './orderListApi';

export type OrderListContract = [
  Holds<Fits<DeliveryReason, ResponseData<'/homs/order/{id}/delivery/reason', 'get'>>>,
];
