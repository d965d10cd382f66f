// Compile-time contract between shared-lib's API types and store-api's route schemas (generated into
// ./generated/storeApi.ts by `npm run api:types`). A front-end type may name fewer fields than the
// server sends, but every field it names must exist on the server's answer, and what the server sends
// there must fit the front end's type: `tsc` in `npm test` fails here when the two drift.
import type { MemberCoupon, VipDiscount } from './couponTypes';
import type { OrderTotals, UploadTicket } from './orderTypes';
import type { PaymentMethodMark } from './paymentTypes';
import type { ProductDetail, Review, ReviewSummary } from './productTypes';
import type { ResponseData } from './responseData';
import type { Currency } from './siteTypes';
import type { LoginResult, Order, Page, ProductSummary, StoreTrust, UserInfo } from './types';

/** True when every field of Front exists in Server, and Server's values for them fit Front's types. */
export type Fits<Front, Server> = [Exclude<keyof Front, keyof Server>] extends [never]
  ? [Pick<Server, keyof Front & keyof Server>] extends [Front]
    ? true
    : false
  : false;
export type Holds<T extends true> = T;
type Item<T> = T extends readonly (infer U)[] ? U : never;

export type ApiContract = [
  Holds<Fits<Order, ResponseData<'/homs/order/sn/{sn}', 'get'>>>,
  Holds<Fits<Page<Order>, ResponseData<'/homs/order', 'get'>>>,
  Holds<Fits<OrderTotals, ResponseData<'/homs/order/total', 'get'>>>,
  Holds<
    Fits<ProductSummary, Item<Item<ResponseData<'/hpms/product/index/v2', 'get'>['sections']>['products']>>
  >,
  Holds<Fits<ProductDetail, ResponseData<'/hpms/product/{id}', 'get'>>>,
  Holds<Fits<StoreTrust, ResponseData<'/hpms/product/index/v2', 'get'>['trust']>>,
  Holds<Fits<UserInfo, ResponseData<'/sso/info/ex/refresh', 'get'>>>,
  Holds<Fits<LoginResult, ResponseData<'/sso/email/login', 'post'>>>,
  Holds<Fits<LoginResult, ResponseData<'/sso/email/signin', 'post'>>>,
  Holds<Fits<MemberCoupon, Item<ResponseData<'/hums/coupon/member/available', 'get'>>>>,
  Holds<Fits<MemberCoupon, Item<ResponseData<'/hums/coupon/member/held', 'get'>['list']>>>,
  Holds<Fits<ProductSummary, Item<ResponseData<'/hpms/product/search', 'get'>['list']>>>,
  Holds<Fits<VipDiscount, ResponseData<'/hums/vip/discount', 'get'>>>,
  Holds<Fits<Currency, Item<ResponseData<'/hms/currency/v2', 'get'>>>>,
  Holds<Fits<Review, Item<ResponseData<'/hpms/product/sn/{sn}/comment', 'get'>['list']>>>,
  Holds<Fits<ReviewSummary, ResponseData<'/hpms/product/sn/{sn}/comment/summary', 'get'>>>,
  Holds<Fits<UploadTicket, ResponseData<'/homs/order/{id}/preview/sts', 'get'>>>,
  Holds<Fits<PaymentMethodMark, Item<ResponseData<'/payments/methods', 'get'>>>>,
];
