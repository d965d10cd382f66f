// Compile-time contract of the account centre's own answer types with store-api's route schemas, as
// shared-lib/src/api/contract.ts checks the shared types: `tsc` fails here when the two drift.
import type { Fits, Holds, ResponseData } from '@topup/shared-lib';
import type { DeliveryReason } from './orderListApi';

export type OrderListContract = [
  Holds<Fits<DeliveryReason, ResponseData<'/homs/order/{id}/delivery/reason', 'get'>>>,
];
