import { EMPTY_BILLING_ADDRESS, XHR_HEADER, buildCartEvent, sendCartEvent } from './cartEvents';
import {
  CART_EVENT_CHECKOUT_CREATE,
  CART_EVENT_PAGE_VIEW,
  trackCartEvent,
  trackCheckoutCreate,
} from './cartTracking';
import { UID_COOKIE } from '@topup/shared-lib';
import type { PostJson } from '../postJson';
import { getShellConfig, setShellConfig } from '../../startup/shellConfig';

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

describe("the shop's cart events", () => {
  const saved = getShellConfig();
  const originalFetch = global.fetch;
  afterEach(() => {
    setShellConfig(saved);
    global.fetch = originalFetch;
    document.cookie = `${UID_COOKIE}=; max-age=0; path=/`;
  });

  it('sends nothing while cart tracking is not configured', async () => {
    setShellConfig({ ...saved, cartTracking: undefined });
    const post = jest.fn(async () => ({ status: 200, body: null }));
    const sent = await trackCartEvent(
      { eventType: CART_EVENT_PAGE_VIEW, shopper: null, pathName: '/' },
      post,
    );
    expect(sent).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('names the visitor by the uid cookie, a guest without customer, a member by id and email', async () => {
    setShellConfig({ ...saved, cartTracking: config });
    const post = jest.fn<ReturnType<PostJson>, Parameters<PostJson>>(async () => ({
      status: 200,
      body: null,
    }));
    await trackCartEvent({ eventType: CART_EVENT_PAGE_VIEW, shopper: null, pathName: '/blog' }, post);
    await trackCartEvent(
      { eventType: CART_EVENT_PAGE_VIEW, shopper: { id: 7, email: 'seven@topup.test' }, pathName: '/' },
      post,
    );
    const uid = /(?:^|; )uid=([0-9a-f]{32})/.exec(document.cookie)?.[1];
    expect(uid).toBeDefined();
    expect(post.mock.calls.map(([, body]) => body)).toEqual([
      buildCartEvent(config, {
        eventType: 'Page/View',
        uid: uid ?? '',
        customerId: '',
        email: '',
        pathName: '/blog',
      }),
      buildCartEvent(config, {
        eventType: 'Page/View',
        uid: uid ?? '',
        customerId: '7',
        email: 'seven@topup.test',
        pathName: '/',
      }),
    ]);
  });

  it('sends Checkout/Create with the cart, the checkout, the customer and an empty billing address', async () => {
    setShellConfig({ ...saved, cartTracking: config });
    const fetchMock = jest.fn(async () => ({ status: 200, text: async () => '' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const sent = await trackCheckoutCreate({
      shopper: { id: 7, email: 'seven@topup.test' },
      pathName: '/top-up/mobile-legends',
      cartToken: 'f'.repeat(32),
      checkoutId: 'TU202611250001',
    });
    expect(sent).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(config.url);
    expect(JSON.parse(String(init.body))).toMatchObject({
      eventType: CART_EVENT_CHECKOUT_CREATE,
      customerId: '7',
      data: {
        pathName: '/top-up/mobile-legends',
        email: 'seven@topup.test',
        cartToken: 'f'.repeat(32),
        checkoutId: 'TU202611250001',
        customer: { customerId: '7', email: 'seven@topup.test' },
        billingAddress: EMPTY_BILLING_ADDRESS,
      },
    });
  });
});
