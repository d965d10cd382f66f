// Sell online: POST /public/sell, a store-api call beyond the calls the store was asked for (see store-api/README.md "Sell online").
import type { ApiRequest, CreatedRecord, Holds, ResponseData } from '@topup/shared-lib';
import type { paths } from '@topup/shared-lib/api-types';

/** An offer to sell in-game items or credits; the asking price is in USD with 2 decimals. */
export interface SellOfferPayload {
  game: string;
  item: string;
  /** How many of the item (a whole number >= 1). */
  amount: number;
  askingPrice: number;
  email: string;
  /** ISO alpha-2 of the seller's country. */
  country: string;
  /** A value of GET /sso/register/phone/prefix, required when phone is given. */
  phonePrefix?: string;
  /** Digits only. */
  phone?: string;
}

type SellBody = paths['/public/sell']['post']['requestBody'] extends
  { content: { 'application/json': infer B } } | undefined
  ? B
  : never;
// Compile-time contract with store-api's route schema: the payload
// must be exactly what the server accepts, and the answer must carry the id.
export type SellContract = [
  Holds<
    [SellOfferPayload] extends [SellBody] ? ([SellBody] extends [SellOfferPayload] ? true : false) : false
  >,
  Holds<[Exclude<keyof SellOfferPayload, keyof SellBody>] extends [never] ? true : false>,
  Holds<[ResponseData<'/public/sell', 'post'>] extends [CreatedRecord] ? true : false>,
];

export function sellApi(apiRequest: ApiRequest) {
  return {
    /** Failures reach the form (toast: false), which shows the message and keeps what was typed. */
    offer: (payload: SellOfferPayload) =>
      apiRequest<CreatedRecord>({
        method: 'POST',
        path: '/public/sell',
        params: { ...payload },
        toast: false,
      }),
  };
}
