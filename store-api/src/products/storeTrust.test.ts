import { openTestStore, envelopeOf, type TestStore } from '../testing/testStore';
import type { StoreTrust } from './storeTrust';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

async function readTrust(): Promise<StoreTrust> {
  const response = await store.app.inject({ method: 'GET', url: '/hpms/product/index/v2' });
  expect(response.statusCode).toBe(200);
  return envelopeOf<{ trust: StoreTrust }>(response).data.trust;
}

describe("the home listing's trust figures", () => {
  it("counts the store's delivered orders and ratings, with its usual delivery time and ways to pay", async () => {
    const trust = await readTrust();
    expect(trust.ordersDelivered).toBeGreaterThan(0);
    expect(trust.ratingCount).toBeGreaterThan(0);
    expect(trust.averageRating).toBeGreaterThanOrEqual(1);
    expect(trust.averageRating).toBeLessThanOrEqual(5);
    // Seven of the ten seeded products are games, delivered in 5 minutes; live coins take 30.
    expect(trust.typicalDeliveryMinutes).toBe(5);
    expect(trust.paymentMarks.map((mark) => mark.pic)).toEqual([
      '/media/payments/card.svg',
      '/media/payments/mobile-wallet.svg',
      '/media/payments/e-wallet.svg',
      '/media/payments/bank.svg',
    ]);
  });

  it('follows the database: a newly delivered order and a new review move the figures', async () => {
    const before = await readTrust();
    const order = (await store.db.one('SELECT id FROM orders WHERE status <> 2 ORDER BY id LIMIT 1')) as {
      id: number;
    };
    await store.db.run('UPDATE orders SET status = 2 WHERE id = ?', order.id);
    const ratings = (await store.db.all('SELECT rating FROM reviews')) as { rating: number }[];
    await store.db.run(`INSERT INTO reviews (product_id, author, rating, content, create_time)
         VALUES (1, 'Tester', 1, 'Slow this time.', '2026-11-01T00:00:00.000Z')`);
    const after = await readTrust();
    expect(after.ordersDelivered).toBe(before.ordersDelivered + 1);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    const sum = ratings.reduce((total, { rating }) => total + rating, 0) + 1;
    expect(after.averageRating).toBe(Math.round((sum / (ratings.length + 1)) * 10) / 10);
  });
});
