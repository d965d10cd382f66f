// `test` with a signed-in shopper who has one unpaid order: a fresh member made through the real API
// (checkoutShoppers.ts), its order, and the page signed in as that member. Specs that pay, show or
// check an order take `unpaid` instead of repeating those three steps.
import { test as base } from '@playwright/test';
import { createOrder, registerShopper, signIn, type CreatedOrder, type Shopper } from './checkoutShoppers';

export interface UnpaidOrder {
  shopper: Shopper;
  order: CreatedOrder;
}

export const test = base.extend<{ unpaid: UnpaidOrder }>({
  unpaid: async ({ page, request }, provide) => {
    const shopper = await registerShopper(request);
    const order = await createOrder(request, shopper);
    await signIn(page, shopper);
    await provide({ shopper, order });
  },
});

export { expect } from '@playwright/test';
