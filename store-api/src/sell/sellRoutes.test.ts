import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import { SELL_PRICE_MAX, priceToCents, type SellOffer } from './sellOffers';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const VALID = {
  game: 'Genshin Impact',
  item: 'Primogems',
  amount: 6480,
  askingPrice: 79.99,
  email: 'seller@topup.test',
  country: 'TW',
  phonePrefix: '+886',
  phone: '912345678',
};

const sell = (payload: unknown) =>
  store.app.inject({ method: 'POST', url: '/public/sell', payload: payload as object });

describe('POST /public/sell', () => {
  it('stores the offer in cents and answers its id in the envelope', async () => {
    const response = await sell(VALID);
    expect(response.statusCode).toBe(200);
    const saved = envelopeOf<{ id: number }>(response);
    expect(saved).toMatchObject({ code: 200, message: 'success' });
    expect(
      await store.db.one(
        'SELECT game, item, amount, asking_price_cents AS cents, email, country, phone_prefix AS prefix, phone FROM sell_offers WHERE id = ?',
        saved.data.id,
      ),
    ).toEqual({
      game: 'Genshin Impact',
      item: 'Primogems',
      amount: 6480,
      cents: 7999,
      email: 'seller@topup.test',
      country: 'TW',
      prefix: '+886',
      phone: '912345678',
    });
    const listed = envelopeOf<SellOffer[]>(await store.app.inject({ url: '/sandbox/sell' })).data;
    expect(listed[0]).toMatchObject({ ...VALID, id: saved.data.id });
  });

  it('accepts an offer without a phone', async () => {
    const { phone: _phone, phonePrefix: _prefix, ...rest } = VALID;
    expect((await sell(rest)).statusCode).toBe(200);
  });

  it.each([
    [{ ...VALID, game: undefined }, 'game', 'Enter the game.'],
    [{ ...VALID, game: '   ' }, 'game', 'Enter the game.'],
    [{ ...VALID, item: '' }, 'item', 'Enter the item you sell.'],
    [{ ...VALID, amount: 0 }, 'amount', 'Enter at least 1.'],
    [{ ...VALID, amount: 1.5 }, 'amount', 'Enter a whole number.'],
    [{ ...VALID, askingPrice: 0 }, 'askingPrice', 'Enter a price of at least 0.01.'],
    [
      { ...VALID, askingPrice: SELL_PRICE_MAX + 1 },
      'askingPrice',
      `Enter a price of at most ${SELL_PRICE_MAX}.`,
    ],
    [{ ...VALID, askingPrice: 1.234 }, 'askingPrice', 'Enter a price, like 12.50.'],
    [{ ...VALID, askingPrice: '12' }, 'askingPrice', 'Enter a price, like 12.50.'],
    [{ ...VALID, email: 'not-an-email' }, 'email', 'Enter a valid e-mail address, like name@example.com.'],
    [{ ...VALID, country: 'tw' }, 'country', 'Choose your country.'],
    [{ ...VALID, phonePrefix: '+999999' }, 'phonePrefix', 'Choose the country code of your phone number.'],
    [{ ...VALID, phonePrefix: '' }, 'phonePrefix', 'Choose the country code of your phone number.'],
    [{ ...VALID, phone: '12-34' }, 'phone', 'Enter a valid phone number, digits only.'],
  ])(
    'refuses a bad body with a 400 and the shopper’s words for the field (%#)',
    async (payload, field, message) => {
      const response = await sell(payload);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 400, message, data: { field } });
    },
  );

  it('refuses a body that is not a JSON object with a 4xx, never a 500', async () => {
    for (const payload of ['nonsense', '[]', 'null']) {
      const response = await store.app.inject({
        method: 'POST',
        url: '/public/sell',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(envelopeOf(response).data).toBeNull();
    }
  });
});

describe('priceToCents', () => {
  it('turns 2-decimal prices into cents and refuses more decimals', () => {
    expect(priceToCents(0.29)).toBe(29);
    expect(priceToCents(1234.56)).toBe(123456);
    expect(priceToCents(0.001)).toBeNull();
  });
});
