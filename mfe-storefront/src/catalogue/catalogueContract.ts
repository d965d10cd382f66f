// Compile-time contract of the storefront's own answer types with store-api's route schemas, the
// shared types are derived from them (shared-lib/src/api/responseData.ts): `tsc` fails here when the two drift.
import type { Fits, Holds, ResponseData } from '@topup/shared-lib';
import type { AfterPayFields, HomePopup } from './catalogueTypes';

type Item<T> = T extends readonly (infer U)[] ? U : never;

export type CatalogueContract = [
  Holds<Fits<AfterPayFields, ResponseData<'/hpms/product/sn/{sn}/input/afterpay', 'get'>>>,
  Holds<Fits<HomePopup, Item<ResponseData<'/hpms/product/index/popups', 'get'>>>>,
];
