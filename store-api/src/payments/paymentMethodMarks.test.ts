import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import { PAYMENT_METHODS } from './paymentSessions';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

describe('GET /payments/methods', () => {
  it('lists every way to pay with the picture of its mark, to a guest too', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/payments/methods' });
    expect(response.statusCode).toBe(200);
    const methods = envelopeOf<{ id: string; mark: string; pic: string }[]>(response).data;
    expect(methods.map((method) => method.id)).toEqual([...PAYMENT_METHODS]);
    expect(methods.find((method) => method.id === 'applePay')).toEqual({
      id: 'applePay',
      mark: 'mobile-wallet',
      pic: '/media/payments/mobile-wallet.svg',
    });
  });

  it('names pictures store-api draws', async () => {
    const methods = envelopeOf<{ pic: string }[]>(
      await store.app.inject({ method: 'GET', url: '/payments/methods' }),
    ).data;
    for (const { pic } of methods) {
      const picture = await store.app.inject({ method: 'GET', url: pic });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
  });
});
