// The answers the apps read, as store-api's route schemas describe them (generated/storeApi.ts, made by
// `npm run api:types`): one source, so a field the server drops fails `tsc` wherever it is read.
import type { Item, Loose, ResponseData } from './responseData';

type HomeData = ResponseData<'/hpms/product/index/v2', 'get'>;

/** A card without `deliveryMinutes` shows no delivery time. */
export type ProductSummary = Loose<Item<Item<HomeData['sections']>['products']>, 'deliveryMinutes'>;
export type ProductKind = ProductSummary['kind'];
export type HomeSectionKey = 'hot' | 'game' | 'live' | 'recommend' | 'all';

/** Reasons to trust the store, counted by store-api from its own records. */
export type StoreTrust = HomeData['trust'];

export interface HomeIndex {
  sections: Array<{ key: HomeSectionKey; products: ProductSummary[] }>;
  /** Absent from a store-api that does not count them: the home page then shows no trust strip. */
  trust?: StoreTrust;
}

/** `hasPassword` may be absent from a copy stored before the store sent it: taken as having one. */
export type UserInfo = Loose<ResponseData<'/sso/info/ex/refresh', 'get'>, 'hasPassword'>;

export type LoginResult = ResponseData<'/sso/email/login', 'post'>;

type OrderData = ResponseData<'/homs/order/sn/{sn}', 'get'>;
/** status: 0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded. */
export type Order = Loose<
  OrderData,
  'originalAmount' | 'vipDiscount' | 'couponDiscount' | 'payTime' | 'urgeTime' | 'paymentStatus'
>;
export type OrderPreview = Order['preview'];

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
