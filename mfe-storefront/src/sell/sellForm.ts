// The sell-online form's fields and rules: the shared validators plus the number formats of
// POST /public/sell (limits as in store-api/src/sell/sellOffers.ts).
import { length, mail, mobile, required, type FieldRules, type Validator } from '@topup/shared-lib';
import { type SellOfferPayload } from './sellApi';

export const SELL_GAME_MAX = 100;
export const SELL_ITEM_MAX = 200;
export const SELL_AMOUNT_MAX = 1_000_000;
/** Highest asking price, USD. */
export const SELL_PRICE_MAX = 100_000;

const WHOLE_NUMBER = /^\d+$/;
const PRICE = /^\d+(\.\d{1,2})?$/;

export interface SellFormValues extends Record<string, string> {
  game: string;
  item: string;
  amount: string;
  price: string;
  email: string;
  country: string;
  prefix: string;
  phone: string;
}

/** A format rule in the validators' style: empty passes (combine with required), else test must hold. */
const format =
  (test: (value: string) => boolean): Validator =>
  (value) =>
    value === '' || value === null || value === undefined || test(String(value).trim())
      ? null
      : { key: 'invalidParameter' };

const isAmount = (value: string) =>
  WHOLE_NUMBER.test(value) && Number(value) >= 1 && Number(value) <= SELL_AMOUNT_MAX;
const isPrice = (value: string) => PRICE.test(value) && Number(value) > 0 && Number(value) <= SELL_PRICE_MAX;

export const sellRules: FieldRules<SellFormValues> = {
  game: [required(), length(1, SELL_GAME_MAX)],
  item: [required(), length(1, SELL_ITEM_MAX)],
  amount: [required(), format(isAmount)],
  price: [required(), format(isPrice)],
  email: [required(), mail()],
  country: [required()],
  phone: [mobile()],
};

/** A phone number needs its prefix (the server refuses one without). */
export const prefixRequired = (values: SellFormValues): boolean =>
  values.phone.trim() !== '' && !values.prefix;

export function toPayload(values: SellFormValues): SellOfferPayload {
  const phone = values.phone.trim();
  return {
    game: values.game.trim(),
    item: values.item.trim(),
    amount: Number(values.amount.trim()),
    askingPrice: Number(values.price.trim()),
    email: values.email.trim(),
    country: values.country,
    ...(phone ? { phone, phonePrefix: values.prefix } : {}),
  };
}
