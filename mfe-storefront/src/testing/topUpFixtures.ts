// The purchase page of Genshin Impact for component tests: its catalogue reads answered as store-api
// answers them (prices in the currency the request asks for), a member's reads, and the page rendered
// through its loader with a read cache that a change of member or currency drops, as the shell's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import {
  ApiError,
  formatMoney,
  type Coupon,
  type MemberCoupon,
  type ProductSummary,
  type Stores,
} from '@topup/shared-lib';
import { type OrderQuote, type OrderQuotePayload } from '../topup/purchaseApi';
import { type ProductDetailV4 } from '../catalogue/catalogueTypes';
import * as TopUpPage from '../topup/TopUpPage';
import { gameAccountApi } from '../topup/gameAccountApi';
import { catalogueApi } from '../catalogue/catalogueApi';
import { purchaseApi } from '../topup/purchaseApi';
import { dropOnShopperChange, PageDataCache, renderRoutePage } from 'shell/testing';
import { productCouponsApi } from '../topup/productCouponsApi';

export const summary: ProductSummary = {
  id: 2,
  sn: 'P1002',
  linkName: 'genshin-impact',
  name: 'Genshin Impact',
  kind: 'game',
  pic: '/media/products/genshin-impact.svg',
  currency: 'USD',
  minPrice: 0.95,
  originalPrice: 0.99,
  hot: true,
  recommend: true,
};

/** Units per USD, as the store's currency list says. */
export const RATES: Record<string, number> = { USD: 1, TWD: 32.5 };
export const CURRENCIES = Object.entries(RATES).map(([code, rate]) => ({
  code,
  rate,
  defaultSelect: code === 'USD',
}));

/** Prices as store-api answers them: in the currency the request asked for. */
export const detailIn = (currency: string): ProductDetailV4 => ({
  id: 2,
  sn: 'P1002',
  linkName: 'genshin-impact',
  name: 'Genshin Impact',
  kind: 'game',
  pic: '/media/products/genshin-impact.svg',
  description: 'Genesis Crystals for your UID.',
  inputFields: ['UID', 'Server'],
  afterPayFields: [],
  deliveryMinutes: 5,
  hot: true,
  recommend: true,
  skus: [
    { id: 11, name: '60 Genesis Crystals', price: 0.95, originalPrice: 0.99, currency: 'USD', pic: '' },
    {
      id: 13,
      name: '980+110 Genesis Crystals',
      price: 13.99,
      originalPrice: 14.99,
      currency: 'USD',
      pic: '',
    },
  ].map((sku) => ({
    ...sku,
    currency,
    price: Math.round(sku.price * (RATES[currency] ?? 1) * 100) / 100,
    originalPrice: Math.round(sku.originalPrice * (RATES[currency] ?? 1) * 100) / 100,
  })),
  coupons: [],
  reviewSummary: { total: 0, average: 0, distribution: [0, 0, 0, 0, 0], withImages: 0 },
});

export const save2: MemberCoupon = {
  id: 501,
  couponId: 2,
  code: 'SAVE2',
  name: '$2 off',
  kind: 'amount',
  value: 2,
  minSpend: 10,
  productId: null,
  captureTime: '2026-11-01T00:00:00Z',
  expireTime: '2027-11-01T00:00:00Z',
  useTime: null,
  orderId: null,
  status: 'available',
};
export const save1: MemberCoupon = {
  ...save2,
  id: 502,
  code: 'SAVE1',
  name: '$1 off',
  value: 1,
  minSpend: 0,
};

/** The store's new-user offer (store-api seed WELCOME5). */
export const welcome5: Coupon = {
  id: 1,
  code: 'WELCOME5',
  name: 'New user $5 off',
  kind: 'amount',
  value: 5,
  minSpend: 20,
  productId: null,
  newUser: true,
  validDays: 30,
  endTime: '2099-01-01T00:00:00Z',
  remaining: 100,
  captured: false,
};

/** USD cents of each pack, as store-api keeps them. */
const SKU_CENTS: Record<number, number> = { 11: 95, 13: 1399 };
/** The member coupons the tests' shoppers may hold, by their id. */
const HELD_BY_ID = new Map<number, MemberCoupon>();

/**
 * store-api's quote (POST /homs/order/quote) as it prices: in USD cents (the coupon's minimum spend too),
 * then each figure converted at the rate; the shoppers here have no VIP discount.
 */
export function quoteAsStoreApi(payload: OrderQuotePayload): OrderQuote {
  const currency = payload.currency ?? 'USD';
  const rate = RATES[currency] ?? 1;
  const original = (SKU_CENTS[payload.skuId] ?? 0) * payload.quantity;
  const coupon = payload.memberCouponId === undefined ? null : HELD_BY_ID.get(payload.memberCouponId);
  if (coupon === undefined) throw new ApiError(404, 'Coupon not found.', '/q');
  if (coupon && original < coupon.minSpend * 100) {
    // In the quote's currency, as store-api says it.
    const minimum = formatMoney(Math.round(coupon.minSpend * 100 * rate) / 100, currency, 'en');
    throw new ApiError(400, `This coupon needs an order of at least ${minimum}.`, '/q');
  }
  const off = coupon
    ? Math.min(
        coupon.kind === 'amount' ? coupon.value * 100 : Math.round((original * coupon.value) / 100),
        original - 1,
      )
    : 0;
  const convert = (cents: number) => Math.round(cents * rate) / 100;
  return {
    currency,
    quantity: payload.quantity,
    originalAmount: convert(original),
    vipDiscountPercent: 0,
    vipDiscount: 0,
    couponDiscount: convert(off),
    amount: Math.max(convert(original - off), 0.01),
  };
}

export function mockCatalogue(stores: Stores, currency = () => 'USD') {
  const { products, coupons } = stores.api;
  jest.spyOn(purchaseApi(stores.api), 'quote').mockImplementation((payload) => {
    try {
      return Promise.resolve(quoteAsStoreApi(payload));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'all', products: [summary] }] });
  jest
    .spyOn(catalogueApi(stores.api), 'byIdV4')
    .mockImplementation(() => Promise.resolve(detailIn(currency())));
  jest.spyOn(catalogueApi(stores.api), 'deliveryFields').mockResolvedValue({
    method: 'direct-top-up',
    deliveryMinutes: 5,
    inputFields: ['UID', 'Server'],
    note: 'Usually delivered within 5 minutes after payment.',
  });
  jest.spyOn(products, 'seo').mockRejectedValue(new Error('no seo'));
  jest.spyOn(products, 'reviews').mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 3 });
  jest.spyOn(products, 'menu').mockResolvedValue([
    { id: 1, label: 'Mobile games', icon: '/media/products/mobile-legends.svg', value: 1 },
    { id: 2, label: 'RPG', icon: '/media/products/genshin-impact.svg', value: 2 },
  ]);
  return { newUser: jest.spyOn(coupons, 'newUser').mockResolvedValue(welcome5) };
}

/**
 * The test's shopper logs in (the stores' member changes, as after the login popup), holding `held`
 * coupons, with no order ever paid and no coupon held by an unpaid order.
 */
/** Coupons the shopper now holds as well (redeemed or claimed in a test), for the quote to price. */
export function holdCoupons(held: MemberCoupon[]): void {
  for (const coupon of held) HELD_BY_ID.set(coupon.id, coupon);
}

export function logIn({ user, loginPopup, api }: Stores, held: MemberCoupon[] = [save1, save2]) {
  holdCoupons(held);
  runInAction(() => {
    user.token = 'Bearer test';
    loginPopup.visible = false;
  });
  const { coupons, orders } = api;
  const mine = jest.spyOn(productCouponsApi(api), 'availableForProduct').mockResolvedValue(held);
  jest.spyOn(coupons, 'vipDiscount').mockResolvedValue({
    level: 2,
    growth: 10,
    discountPercent: 0,
    nextLevelGrowth: null,
  });
  jest.spyOn(productCouponsApi(api), 'forProduct').mockResolvedValue([]);
  jest.spyOn(coupons, 'memberUsed').mockResolvedValue({ list: [] });
  jest.spyOn(orders, 'unpaidCount').mockResolvedValue(1);
  jest.spyOn(orders, 'list').mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  const totals = jest.spyOn(orders, 'totals').mockResolvedValue({
    total: 0,
    unpaid: 0,
    paid: 0,
    finished: 0,
    cancelled: 0,
    overUnpaidThreshold: false,
  });
  return { mine, totals };
}

/** The page through its loader, with a read cache the stores' member or currency change drops (as the shell's). */
export function renderTopUp(stores: Stores) {
  const cache = new PageDataCache();
  dropOnShopperChange(cache, stores);
  return renderRoutePage(TopUpPage, {
    path: '/top-up/genshin-impact',
    route: '/top-up/:linkName',
    stores,
    cache,
  });
}

export async function fillAccount(uid: string, server = 'os_asia') {
  await userEvent.type(await screen.findByLabelText('UID'), uid);
  await userEvent.selectOptions(screen.getByLabelText('Server'), server);
}

export const travelerFound = (stores: Stores) =>
  jest.spyOn(gameAccountApi(stores.api), 'userInfo').mockResolvedValue({
    game: 'genshin-impact',
    account: '812345678',
    serverId: 'os_asia',
    nickname: 'Traveler',
  });

/** Waits for a debounced lookup, or a first render on a busy machine (no assertion depends on it). */
export const LOOKUP_WAIT = { timeout: 5000 };
