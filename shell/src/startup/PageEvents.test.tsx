// Page-view events name the member of the page's own store set; the idle wait is run at once.
import { act } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getRuntimeConfig, sendCartEvent, setRuntimeConfig, type RuntimeConfig } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/src/testing/testStores';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { CART_EVENT_PAGE_VIEW, PageEvents } from './PageEvents';

jest.mock('@topup/shared-lib', () => ({
  ...jest.requireActual('@topup/shared-lib'),
  sendCartEvent: jest.fn(async () => true),
}));
jest.mock('./pageSettled', () => ({
  whenIdle: (work: () => void) => {
    work();
    return () => undefined;
  },
}));

const CART_TRACKING = { url: 'https://cart.example.test/events', companyId: 'c1', integrationId: 'i1' };

describe('PageEvents', () => {
  let saved: RuntimeConfig;
  beforeEach(() => {
    saved = getRuntimeConfig();
    setRuntimeConfig({ ...saved, cartTracking: CART_TRACKING });
  });
  afterEach(async () => {
    setRuntimeConfig(saved);
    jest.mocked(sendCartEvent).mockClear();
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

  it("sends one page view with the store set's member", async () => {
    await renderAt('/blog', testStores({ session: testSession({ id: 7, email: 'seven@topup.test' }) }));
    expect(sendCartEvent).toHaveBeenCalledTimes(1);
    expect(sendCartEvent).toHaveBeenCalledWith(CART_TRACKING, {
      eventType: CART_EVENT_PAGE_VIEW,
      uid: expect.any(String),
      customerId: '7',
      email: 'seven@topup.test',
      pathName: '/blog',
    });
  });

  it('sends a guest without customer or email', async () => {
    await renderAt('/', testStores({ session: null }));
    expect(sendCartEvent).toHaveBeenCalledWith(
      CART_TRACKING,
      expect.objectContaining({ customerId: '', email: '', pathName: '/' }),
    );
  });
});
