// The one order test data of every app: an order as store-api answers it.
import type { Order, OrderPreview } from '../api/types';

const HOUR_MS = 3_600_000;

/** Both checks passed (status 2) and none required: no verification step is due. */
const passedPreview: OrderPreview = {
  realnameRequired: '',
  realnameStatus: 2,
  realnameRejectReason: '',
  spotcheckRequired: '',
  spotcheckStatus: 2,
  spotcheckRejectReason: '',
};

/**
 * Unpaid, with two hours left to pay, unless overridden. `preview` changes single fields of the
 * verification preview; an override's `preview` replaces it whole.
 */
export function orderFixture(overrides: Partial<Order> = {}, preview: Partial<OrderPreview> = {}): Order {
  return {
    id: 1001,
    orderSn: 'TU202611200001',
    status: 0,
    inputStatus: 0,
    productId: 1,
    productName: 'Mobile Legends',
    pic: '/media/products/mobile-legends.svg',
    denomination: '86 Diamonds',
    quantity: 2,
    amount: 2.84,
    currency: 'USD',
    delivery: '["User ID:12345678","Zone ID：2001"]',
    createTime: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    payExpireTime: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    preview: { ...passedPreview, ...preview },
    originalAmount: 3.18,
    vipDiscount: 0.06,
    couponDiscount: 0.28,
    payTime: null,
    urgeTime: null,
    ...overrides,
  };
}

/** A pay window that closed a minute ago. */
export const EXPIRED = () => new Date(Date.now() - 60_000).toISOString();
