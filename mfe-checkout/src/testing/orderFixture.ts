import type { Order } from '@topup/shared-lib';

const HOUR_MS = 3_600_000;

/** An order as store-api answers it; unpaid with two hours left to pay unless overridden. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
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
    preview: {
      realnameRequired: '',
      realnameStatus: 2,
      realnameRejectReason: '',
      spotcheckRequired: '',
      spotcheckStatus: 2,
      spotcheckRejectReason: '',
    },
    originalAmount: 3.18,
    vipDiscount: 0.06,
    couponDiscount: 0.28,
    payTime: null,
    urgeTime: null,
    ...overrides,
  };
}

export const EXPIRED = () => new Date(Date.now() - 60_000).toISOString();
