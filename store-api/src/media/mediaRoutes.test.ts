import { JSDOM } from 'jsdom';
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import { DATA_ART_CACHE, FIXED_ART_CACHE, PLACEHOLDER_CACHE } from './mediaRoutes';
import { packTierOf } from './packArt';
import { nameLines } from './productArt';
import { POPUP_ART_SIZE } from './bannerArt';
import { productOfArticle } from './articleArt';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

// A strict XML parser: an SVG that would not draw in a browser fails here.
const { DOMParser } = new JSDOM('').window;

const get = (url: string) => store.app.inject({ method: 'GET', url });

/** A picture answer: an SVG document that parses as XML, sized, with an accessible title. */
async function expectArt(url: string, cache: string, width: number, height: number): Promise<string> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe(cache);
  const document = new DOMParser().parseFromString(response.body, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect(root.tagName).toBe('svg');
  expect(root.getAttribute('width')).toBe(String(width));
  expect(root.getAttribute('height')).toBe(String(height));
  expect(root.querySelector('title')?.textContent).not.toBe('');
  return response.body;
}

describe('GET /media/products/:file', () => {
  it("draws the product's emblem with its name, not its initials", async () => {
    const body = await expectArt('/media/products/honkai-star-rail.svg', DATA_ART_CACHE, 256, 256);
    expect(body).toContain('<title>Honkai: Star Rail</title>');
    expect(body).toContain('>Honkai:</text>');
    expect(body).toContain('>Star Rail</text>');
    expect(body).not.toContain('>HS</text>');
  });

  it('draws the same picture every time, and a different one for each product', async () => {
    const first = (await get('/media/products/free-fire.svg')).body;
    const again = (await get('/media/products/free-fire.svg')).body;
    const other = (await get('/media/products/pubg-mobile.svg')).body;
    expect(again).toBe(first);
    expect(other.replace(/<title>.*<\/title>|<text[^>]*>[^<]*<\/text>/g, '')).not.toBe(
      first.replace(/<title>.*<\/title>|<text[^>]*>[^<]*<\/text>/g, ''),
    );
  });

  it('answers a neutral placeholder, cached briefly, for an unknown slug', async () => {
    const body = await expectArt('/media/products/no-such-game.svg', PLACEHOLDER_CACHE, 256, 256);
    expect(body).toContain('>?</text>');
  });
});

describe('promotion, pack and payment artwork', () => {
  it("draws a wide banner for a product's promotion and for an offer", async () => {
    const product = await expectArt('/media/banners/mobile-legends.svg', DATA_ART_CACHE, 1200, 345);
    expect(product).toContain('<title>Mobile Legends</title>');
    const offer = await expectArt('/media/banners/offer-2.svg', DATA_ART_CACHE, 1200, 345);
    expect(offer).toContain('<title>Store offer</title>');
    expect((await get('/media/banners/offer-2.svg')).body).toBe(offer);
  });

  it('draws a square popup picture', async () => {
    await expectArt('/media/popups/offer-1.svg', DATA_ART_CACHE, 320, 320);
  });

  it.each(['tier-1', 'tier-2', 'tier-3', 'tier-4', 'tier-5', 'pass'])(
    'draws the pack icon %s, cached for good',
    async (tier) => {
      await expectArt(`/media/packs/${tier}.svg`, FIXED_ART_CACHE, 128, 128);
    },
  );

  it('gives every pack tier its own drawing', async () => {
    const bodies = await Promise.all(
      ['tier-1', 'tier-2', 'tier-3', 'tier-4', 'tier-5', 'pass'].map(
        async (tier) => (await get(`/media/packs/${tier}.svg`)).body,
      ),
    );
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it.each(['card', 'mobile-wallet', 'e-wallet', 'bank'])('draws the payment mark %s', async (mark) => {
    await expectArt(`/media/payments/${mark}.svg`, FIXED_ART_CACHE, 64, 40);
  });

  it.each(['/media/packs/tier-9.svg', '/media/payments/visa.svg'])(
    'refuses %s, outside the drawn set, with 400',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).code).toBe(400);
    },
  );

  it('hands each pack of a product detail the icon of its tier', async () => {
    const response = await get('/hpms/product/1');
    const skus = (envelopeOf(response).data as { skus: { name: string; pic: string }[] }).skus;
    expect(skus.map((sku) => [sku.name, sku.pic])).toEqual([
      ['86 Diamonds', '/media/packs/tier-1.svg'],
      ['172 Diamonds', '/media/packs/tier-2.svg'],
      ['257 Diamonds', '/media/packs/tier-2.svg'],
      ['706 Diamonds', '/media/packs/tier-3.svg'],
      ['2195 Diamonds', '/media/packs/tier-4.svg'],
      ['Weekly Diamond Pass', '/media/packs/pass.svg'],
    ]);
  });
});

describe('GET /media/articles/:file', () => {
  it("draws the emblem of the game an article is about, in that game's colours, titled by the article", async () => {
    const article = await expectArt(
      '/media/articles/how-to-top-up-mobile-legends.svg',
      DATA_ART_CACHE,
      POPUP_ART_SIZE,
      POPUP_ART_SIZE,
    );
    expect(article).toContain('<title>How to top up Mobile Legends diamonds in three steps</title>');
    // The promotion of the same game is drawn with the same emblem and palette.
    const promotion = (await get('/media/popups/mobile-legends.svg')).body;
    const drawing = (svg: string) => svg.replace(/<title>.*<\/title>/, '');
    expect(drawing(article)).toBe(drawing(promotion));
    expect(article).not.toMatch(/>[A-Z]{2}<\/text>/);
  });

  it('gives an offer about no one game the gift, and another article the store emblem', async () => {
    const offer = (await get('/media/articles/live-streaming-coin-bonus.svg')).body;
    const guide = (await get('/media/articles/safe-top-up-checklist.svg')).body;
    expect(offer).not.toBe(guide);
    expect(offer).not.toMatch(/>[A-Z]{2}<\/text>/);
    expect(guide).not.toMatch(/>[A-Z]{2}<\/text>/);
  });
});

describe('media paths', () => {
  it.each([
    '/media/products/..%2F..%2Fpackage.json',
    '/media/articles/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/products/mobile-legends.png',
    '/media/products/Mobile-Legends.svg',
    '/media/products/%2Fetc%2Fpasswd.svg',
    '/media/banners/..%2Fpackage.json',
  ])('refuses %s with 400', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 400, message: 'file has an invalid format', data: null });
  });

  it('does not route a raw ../ path anywhere', async () => {
    const response = await get('/media/products/../../package.json');
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).code).toBe(404);
    expect(response.body).not.toContain('"name"');
  });
});

describe('artwork helpers', () => {
  it.each([
    ['Free Fire', ['Free Fire']],
    ['Mobile Legends', ['Mobile', 'Legends']],
    ['Call of Duty: Mobile', ['Call of Duty:', 'Mobile']],
    ['決勝巔峰', ['決勝巔峰']],
  ])('sets %s on %j', (name, lines) => {
    expect(nameLines(name)).toEqual(lines);
  });

  it.each([
    ['60 UC', 99, 'tier-1'],
    ['325 UC', 475, 'tier-2'],
    ['980+110 Genesis Crystals', 1399, 'tier-3'],
    ['3850 UC', 4799, 'tier-4'],
    ['8100 UC', 9599, 'tier-5'],
    ['Express Supply Pass', 479, 'pass'],
  ])('puts %s at %i cents in %s', (name, cents, tier) => {
    expect(packTierOf(name, cents)).toBe(tier);
  });

  it.each([
    [{ slug: 'weekend-deal-free-fire-diamonds', title: 'Weekend deal' }, 'free-fire'],
    [{ slug: 'find-your-genshin-uid', title: 'Find your Genshin UID' }, 'genshin-impact'],
    [{ slug: 'x', title: 'Bigo Live gifts' }, 'bigo-live'],
    [{ slug: 'free-gifts', title: 'Free gifts for everyone' }, null],
  ])('finds the product an article is about: %j is %s', (article, linkName) => {
    const products = [
      { linkName: 'free-fire', name: 'Free Fire', kind: 'game' as const },
      { linkName: 'genshin-impact', name: 'Genshin Impact', kind: 'game' as const },
      { linkName: 'bigo-live', name: 'Bigo Live', kind: 'live' as const },
    ];
    expect(productOfArticle(article, products)?.linkName ?? null).toBe(linkName);
  });
});
