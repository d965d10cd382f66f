import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import { gradientFor, initialsOf } from './svgPicture';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const get = (url: string) => store.app.inject({ method: 'GET', url });

describe('GET /media/products/:file and /media/articles/:file', () => {
  it('draws a product picture with its initials and slug colours', async () => {
    const response = await get('/media/products/honkai-star-rail.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('>HS</text>');
    expect(response.body).toContain('<title>Honkai: Star Rail</title>');
    const [from, to] = gradientFor('honkai-star-rail');
    expect(response.body).toContain(`stop-color="${from}"`);
    expect(response.body).toContain(`stop-color="${to}"`);
  });

  it('draws an article picture from its title', async () => {
    const response = await get('/media/articles/safe-top-up-checklist.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>FC</text>');
  });

  it('answers a neutral placeholder for an unknown slug', async () => {
    const response = await get('/media/products/no-such-game.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('>?</text>');
  });

  it.each([
    '/media/products/..%2F..%2Fpackage.json',
    '/media/articles/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/products/mobile-legends.png',
    '/media/products/Mobile-Legends.svg',
    '/media/products/%2Fetc%2Fpasswd.svg',
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

describe('svgPicture', () => {
  it.each([
    ['Mobile Legends', 'ML'],
    ['Douyin', 'DO'],
    ['Call of Duty: Mobile', 'CD'],
    ['抖音', '抖音'],
    ['', '?'],
  ])('takes the initials of %s', (text, initials) => {
    expect(initialsOf(text)).toBe(initials);
  });

  it('derives colours from the slug, the same every time', () => {
    expect(gradientFor('douyin')).toEqual(gradientFor('douyin'));
    expect(gradientFor('douyin')).not.toEqual(gradientFor('free-fire'));
  });
});
