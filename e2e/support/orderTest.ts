// `test` with a signed-in shopper who has one unpaid order: a fresh member made through the real API
// (shoppers.ts), its order, and the page signed in as that member. Specs that pay, show or
// check an order take `unpaid` instead of repeating those three steps.
import { test as base } from '@playwright/test';
import { registerShopper, startLoggedIn, type Shopper } from './shoppers';
import { createOrder, type CreatedOrder } from './shopperOrders';

export interface UnpaidOrder {
  shopper: Shopper;
  order: CreatedOrder;
}

export const test = base.extend<{ unpaid: UnpaidOrder }>({
  unpaid: async ({ page, request }, provide) => {
    const shopper = await registerShopper(request, 'checkout');
    const order = await createOrder(request, shopper);
    await startLoggedIn(page, shopper);
    await provide({ shopper, order });
  },
});

export { expect } from '@playwright/test';
