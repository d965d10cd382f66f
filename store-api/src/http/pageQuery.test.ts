// Every route that pages a list validates pageNum and pageSize with a range: an extreme number is a 400
// with one sentence, never a 5xx from SQLite or an unsafe offset.
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import { MAX_PAGE_NUM } from './commonSchemas';

let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await openTestStore();
  token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
});
afterAll(() => store.close());

/** Every paged list, with what its query needs besides the page. */
const PAGED_ROUTES = [
  '/hpms/product/sn/P1001/comment?',
  '/homs/order?',
  '/homs/order/search?keyword=TU&',
  '/homs/order/preview?',
  '/homs/order/delivery/unfilled?',
  '/public/blog/article?',
];

const EXTREME_PAGE_VALUES = ['1e300', '1e18', '9007199254740993', '-1', '0', 'NaN', '1.5', '1e400', '-1e400'];
/** Too long for a double: Ajv would make it Infinity. */
const HUGE_NUMBER = '9'.repeat(400);

describe.each(PAGED_ROUTES)('GET %s', (route) => {
  const get = (query: string) =>
    store.app.inject({ method: 'GET', url: `${route}${query}`, headers: bearer(token) });

  it.each(EXTREME_PAGE_VALUES)('answers 400 with a message for pageNum=%s', async (value) => {
    const response = await get(`pageNum=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toMatch(/^pageNum must be /);
  });

  it.each(EXTREME_PAGE_VALUES)('answers 400 with a message for pageSize=%s', async (value) => {
    const response = await get(`pageSize=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toMatch(/^pageSize must be /);
  });

  it('answers 400 for a number too long for a double', async () => {
    for (const name of ['pageNum', 'pageSize']) {
      const response = await get(`${name}=${HUGE_NUMBER}`);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toMatch(new RegExp(`^${name} must be at most `));
    }
  });

  it('names the largest page number it accepts', async () => {
    const response = await get(`pageNum=${String(MAX_PAGE_NUM + 1)}`);
    expect(envelopeOf(response)).toMatchObject({
      code: 400,
      message: `pageNum must be at most ${String(MAX_PAGE_NUM)}`,
    });
  });

  it('serves the last page it accepts, empty', async () => {
    const response = await get(`pageNum=${String(MAX_PAGE_NUM)}&pageSize=50`);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<{ list: unknown[] }>(response).data.list).toEqual([]);
  });
});
