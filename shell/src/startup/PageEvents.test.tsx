// Page-view events name the member of the page's own store set; the idle wait is run at once.
import { act } from '@testing-library/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { announceCheckoutCreated } from '@topup/shared-lib';
import { CART_EVENT_CHECKOUT_CREATE, CART_EVENT_PAGE_VIEW } from '../platform/cartTracking/cartEventTypes';
import { EMPTY_BILLING_ADDRESS } from '../platform/cartTracking/cartEvents';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { PageEvents } from './PageEvents';
import { getShellConfig, setShellConfig, type ShellRuntimeConfig } from './shellConfig';

/** Whether the browser is idle at once (the default), or never while a test runs. */
const mockIdle = { now: true };
jest.mock('./pageSettled', () => ({
  whenIdle: (work: () => void) => {
    if (mockIdle.now) work();
    return () => undefined;
  },
}));

const CART_TRACKING = { url: 'https://cart.example.test/events', companyId: 'c1', integrationId: 'i1' };

describe('PageEvents', () => {
  let saved: ShellRuntimeConfig;
  const originalFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    saved = getShellConfig();
    setShellConfig({ ...saved, cartTracking: CART_TRACKING });
    fetchMock = jest.fn(async () => ({ status: 200, text: async () => '' }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(async () => {
    mockIdle.now = true;
    setShellConfig(saved);
    global.fetch = originalFetch;
    await resetOverlayState();
  });

  const renderAt = (path: string, stores = testStores()) =>
    act(() => {
      renderWithStores(
        <MemoryRouter initialEntries={[path]}>
          <PageEvents />
        </MemoryRouter>,
        stores,
      );
    });

  const sentEvents = () =>
    fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
      url,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    }));

  it("sends one page view with the store set's member and the visitor's uid", async () => {
    await renderAt('/blog', testStores({ session: testSession({ id: 7, email: 'seven@topup.test' }) }));
    const events = sentEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      url: CART_TRACKING.url,
      body: {
        companyId: 'c1',
        integrationId: 'i1',
        uid: expect.stringMatching(/^[0-9a-f]{32}$/),
        eventType: CART_EVENT_PAGE_VIEW,
        customerId: '7',
        data: { pathName: '/blog', email: 'seven@topup.test' },
      },
    });
  });

  it("sends each order a page announces as Checkout/Create, naming the set's member and the page", async () => {
    await renderAt(
      '/top-up/genshin-impact',
      testStores({ session: testSession({ id: 7, email: 'seven@topup.test' }) }),
    );
    fetchMock.mockClear();
    act(() => announceCheckoutCreated({ cartToken: 'f'.repeat(32), checkoutId: 'TU1' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentEvents()[0]).toEqual({
      url: CART_TRACKING.url,
      body: {
        companyId: 'c1',
        integrationId: 'i1',
        uid: expect.stringMatching(/^[0-9a-f]{32}$/),
        eventType: CART_EVENT_CHECKOUT_CREATE,
        customerId: '7',
        data: {
          pathName: window.location.pathname,
          email: 'seven@topup.test',
          cartToken: 'f'.repeat(32),
          checkoutId: 'TU1',
          customer: { customerId: '7', email: 'seven@topup.test' },
          billingAddress: EMPTY_BILLING_ADDRESS,
        },
      },
    });
  });

  it('sends a guest without customer or email', async () => {
    await renderAt('/', testStores({ session: null }));
    expect(sentEvents()[0]?.body).toMatchObject({ customerId: '', data: { pathName: '/', email: '' } });
  });

  it('sends nothing while cart tracking is not configured', async () => {
    setShellConfig({ ...saved, cartTracking: undefined });
    await renderAt('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the view of a page left before the browser was idle, once', async () => {
    mockIdle.now = false;
    await act(() => {
      renderWithStores(
        <MemoryRouter initialEntries={['/top-up']}>
          <PageEvents />
          <Link to="/about">About</Link>
        </MemoryRouter>,
        testStores({ session: null }),
      );
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => fireEvent.click(screen.getByRole('link', { name: 'About' })));
    expect(sentEvents().map((event) => event.body.data)).toEqual([{ pathName: '/top-up', email: '' }]);
  });
});
