import { STORAGE_KEYS, writeStored, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { serverRendered } from '../testing/serverRendered';
import * as HomePage from './HomePage';
import { catalogueApi } from '../catalogue/catalogueApi';

function mockReads(stores: Stores) {
  const { products } = stores.api;
  jest.spyOn(catalogueApi(stores.api), 'banners').mockResolvedValue([]);
  jest.spyOn(catalogueApi(stores.api), 'popups').mockResolvedValue([]);
  jest.spyOn(products, 'recommendConfig').mockResolvedValue({ enabled: false, recommend: [] });
  jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [] });
}

const offer = (container: HTMLElement) => container.querySelector('aside[aria-label="New here?"]');

describe('the home page rendered by the server', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('hydrates with the new-user offer the server rendered, and drops it once the shopper had closed it', async () => {
    const server = testStores({ session: null });
    mockReads(server);
    const data = await HomePage.loader({
      params: {},
      query: new URLSearchParams(),
      language: 'en',
      stores: server,
    });
    // Closed on an earlier visit: only the browser's storage knows.
    writeStored(STORAGE_KEYS.closeNewUserBanner, true);

    const served = serverRendered({ Page: HomePage.default, path: '/', route: '/', data }, server);
    expect(offer(served.container)).not.toBeNull();

    const differences = await served.hydrate(testStores({ session: null }));
    expect(differences).toEqual([]);
    expect(offer(served.container)).toBeNull();
    served.container.remove();
  });
});
