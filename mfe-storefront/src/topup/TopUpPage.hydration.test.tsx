import type { Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { serverRendered } from '../testing/serverRendered';
import * as TopUpPage from './TopUpPage';
import { writeDraft } from './purchaseDraft';
import { catalogueApi } from '../catalogue/catalogueApi';

const PATH = '/top-up/genshin-impact';
const HOUR_MS = 3_600_000;

function mockReads(stores: Stores) {
  const { products } = stores.api;
  jest.spyOn(products, 'indexV2').mockResolvedValue({
    sections: [
      {
        key: 'all',
        products: [
          {
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
          },
        ],
      },
    ],
  });
  jest.spyOn(catalogueApi(stores.api), 'byIdV4').mockResolvedValue({
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
    ],
    coupons: [],
    reviewSummary: { total: 0, average: 0, distribution: [0, 0, 0, 0, 0], withImages: 0 },
    // A running promotion: its time left is the clock's.
    promotionEndTime: new Date(Date.now() + HOUR_MS).toISOString(),
  } as Awaited<ReturnType<ReturnType<typeof catalogueApi>['byIdV4']>>);
  jest.spyOn(catalogueApi(stores.api), 'deliveryFields').mockRejectedValue(new Error('none'));
  jest.spyOn(products, 'seo').mockRejectedValue(new Error('none'));
}

describe('the top-up page rendered by the server', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('hydrates to the same markup; the typed draft and the time left show right after', async () => {
    const server = testStores({ session: null });
    mockReads(server);
    const data = await TopUpPage.loader({
      params: { linkName: 'genshin-impact' },
      query: new URLSearchParams(),
      language: 'en',
      stores: server,
    });
    // What this tab typed before a reload: only the browser has it.
    writeDraft('genshin-impact', { skuId: 11, quantity: 1, fields: { UID: '812345678' } });

    const served = serverRendered(
      { Page: TopUpPage.default, path: PATH, route: '/top-up/:linkName', data },
      server,
    );
    const { container } = served;
    expect(container.querySelector<HTMLInputElement>('input[name="UID"]')?.value).toBe('');
    expect(container.querySelector('[role="timer"]')).toBeNull();

    // The browser's own stores, with the data the server wrote into the page.
    const differences = await served.hydrate(testStores({ session: null }));
    expect(differences).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('input[name="UID"]')?.value).toBe('812345678');
    expect(container.querySelector<HTMLInputElement>('input[type="radio"][value="11"]')?.checked).toBe(true);
    expect(container.querySelector('[role="timer"]')).not.toBeNull();
    container.remove();
  });
});
