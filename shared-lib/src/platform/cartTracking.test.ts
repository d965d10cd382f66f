import {
  CART_EVENT_CHECKOUT_CREATE,
  EMPTY_BILLING_ADDRESS,
  XHR_HEADER,
  buildCartEvent,
  sendCartEvent,
} from './cartTracking';

const config = { url: 'https://track.test/events', companyId: 'co', integrationId: 'in' };
const input = {
  eventType: 'Page/View',
  uid: 'uid1',
  customerId: 'c9',
  email: 'a@b.co',
  pathName: '/top-up/x',
};

describe('cart tracking', () => {
  it('builds the base event', () => {
    expect(buildCartEvent(config, input)).toEqual({
      companyId: 'co',
      integrationId: 'in',
      uid: 'uid1',
      eventType: 'Page/View',
      customerId: 'c9',
      data: { pathName: '/top-up/x', email: 'a@b.co' },
    });
  });

  it('adds checkout fields and an emptied billing address for Checkout/Create', () => {
    const event = buildCartEvent(config, {
      ...input,
      eventType: CART_EVENT_CHECKOUT_CREATE,
      cartToken: 't',
      checkoutId: 'k',
    });
    expect(event.data).toEqual({
      pathName: '/top-up/x',
      email: 'a@b.co',
      cartToken: 't',
      checkoutId: 'k',
      customer: { customerId: 'c9', email: 'a@b.co' },
      billingAddress: EMPTY_BILLING_ADDRESS,
    });
    expect(Object.values(event.data.billingAddress ?? {}).every((value) => value === '')).toBe(true);
  });

  it('posts with the XHR header to the configured URL', async () => {
    const post = jest.fn(async () => ({ status: 200, body: null }));
    expect(await sendCartEvent(config, input, post)).toBe(true);
    expect(post).toHaveBeenCalledWith(config.url, buildCartEvent(config, input), XHR_HEADER);
    expect(XHR_HEADER).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('does nothing without config and never throws', async () => {
    const post = jest.fn(async () => {
      throw new Error('down');
    });
    expect(await sendCartEvent(undefined, input, post)).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(await sendCartEvent(config, input, post)).toBe(false);
  });
});
