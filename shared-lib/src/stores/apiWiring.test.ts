// A store set's api client wired to its stores (createStores.ts): the error catalogue (errorCatalogue.ts) as the shopper sees it, and
// the store API headers each call carries from its own set.
import { fail, ok } from '../testing/fakeTransport';
import type { HttpAnswer, HttpRequest } from '../api/httpTypes';
import {
  NOT_SUPPORTED_PATH,
  NOT_SUPPORTED_PHRASE_HANS,
  NOT_SUPPORTED_PHRASE_HANT,
} from '../api/errorCatalogue';
import { TransportFailure } from '../api/transportFailure';
import { i18n } from '../i18n/i18n';
import { testSession, testStores } from '../testing/testStores';
import type { Stores } from './createStores';

/** What the fake transport sent, and how it answers (an answer, or a connection failure). */
let sent: HttpRequest[];
let reply: () => Promise<HttpAnswer>;
const answer = (status: number, body: unknown) => {
  reply = async () => ({ status, body });
};
const transport = (request: HttpRequest) => {
  sent.push(request);
  return reply();
};

let stores: Stores;
const lastToast = () => stores.ui.toasts.at(-1);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  sent = [];
  answer(200, ok(null));
  stores = testStores({ transport, session: testSession() });
});
afterEach(() => {
  for (const toast of [...stores.ui.toasts]) stores.ui.removeToast(toast.id);
});

test("the headers carry the set's token, language, currency and country", async () => {
  stores.currency.select('TWD');
  stores.country.select('TW');
  await i18n.changeLanguage('zh-TW');
  await stores.api.request({ path: '/x' });
  expect(sent.at(-1)?.headers).toMatchObject({
    Authorization: 'Bearer test-token',
    'Accept-Language': 'zh-TW',
    'H-currency': 'TWD',
    'd-selective-country': 'TW',
  });
});

test("two sets send each their own member, currency and country, whatever the other's", async () => {
  const guest = testStores({ transport, session: null, currency: 'EUR', country: 'DE' });
  stores.currency.select('TWD');
  await guest.api.request({ path: '/x' });
  expect(sent.at(-1)?.headers).toMatchObject({ 'H-currency': 'EUR', 'd-selective-country': 'DE' });
  expect(sent.at(-1)?.headers).not.toHaveProperty('Authorization');
  await stores.api.request({ path: '/x' });
  expect(sent.at(-1)?.headers).toMatchObject({ Authorization: 'Bearer test-token', 'H-currency': 'TWD' });
});

test.each([
  ['en', NOT_SUPPORTED_PHRASE_HANS, 'Sorry, our store is not available in your country or region.'],
  ['zh-TW', NOT_SUPPORTED_PHRASE_HANT, '很抱歉，本商城暫不支援您所在的國家或地區。'],
])(
  'not supported (%s, %s) requests a replace to the error page and says why',
  async (language, phrase, text) => {
    await i18n.changeLanguage(language);
    answer(403, fail(403, `您所在的${phrase}`));
    await expect(stores.api.request({ path: '/hpms/product/1' })).rejects.toMatchObject({ code: 403 });
    expect(stores.navigation.pending).toMatchObject({ path: NOT_SUPPORTED_PATH, replace: true });
    expect(lastToast()).toMatchObject({ message: text, type: 'error' });
    const navigate = jest.fn();
    stores.navigation.register({ navigate, reload: jest.fn() })();
    expect(navigate).toHaveBeenCalledWith(NOT_SUPPORTED_PATH, { replace: true });
  },
);

test('a 401 on an exempt call does NOT log out', async () => {
  answer(401, fail(401, 'Please log in'));
  await expect(stores.api.request({ path: '/hums/coupon/member/available' })).rejects.toMatchObject({
    code: 401,
  });
  expect(stores.user.isLogin).toBe(true);
  expect(stores.ui.toasts).toHaveLength(0);
});

test('a 401 elsewhere logs out silently with the translated "login expired"', async () => {
  answer(401, fail(401, 'Please log in'));
  await expect(stores.api.request({ path: '/homs/order' })).rejects.toMatchObject({ code: 401 });
  expect(stores.user.isLogin).toBe(false);
  expect(lastToast()).toMatchObject({ message: 'Your login has expired. Please log in again.' });
  expect(stores.navigation.pending).toBeNull();
  // A guest's 401 says nothing: there was no login to expire.
  await expect(stores.api.request({ path: '/homs/order' })).rejects.toMatchObject({ code: 401 });
  expect(stores.ui.toasts).toHaveLength(1);
});

test('a 401 logs out only the set whose call it answered', async () => {
  const other = testStores({ transport, session: testSession({}, 'Bearer other') });
  answer(401, fail(401, 'Please log in'));
  await expect(stores.api.request({ path: '/homs/order' })).rejects.toMatchObject({ code: 401 });
  expect(stores.user.isLogin).toBe(false);
  expect(other.user.isLogin).toBe(true);
  expect(other.ui.toasts).toHaveLength(0);
});

test('other failures toast the server message, or the default coupon text when there is none', async () => {
  answer(400, fail(400, 'Coupon out of stock'));
  await expect(stores.api.request({ path: '/x', method: 'POST' })).rejects.toBeTruthy();
  expect(lastToast()).toMatchObject({ message: 'Coupon out of stock', type: 'error' });
  answer(400, fail(400, ''));
  await expect(stores.api.request({ path: '/x' })).rejects.toBeTruthy();
  expect(lastToast()?.message).toBe(i18n.t('errors.defaultCoupon'));
  answer(400, fail(400, 'quiet'));
  const before = stores.ui.toasts.length;
  await expect(stores.api.request({ path: '/x', toast: false })).rejects.toBeTruthy();
  expect(stores.ui.toasts).toHaveLength(before);
});

test('a time-out gives the translated network error, in the error and in the toast', async () => {
  await i18n.changeLanguage('zh-TW');
  reply = () => Promise.reject(new TransportFailure(true));
  await expect(stores.api.request({ path: '/homs/order' })).rejects.toMatchObject({
    code: 0,
    message: '網路沒有回應，請檢查連線後再試一次。',
  });
  expect(lastToast()?.message).toBe('網路沒有回應，請檢查連線後再試一次。');
  expect(sent).toHaveLength(1); // a time-out is not tried again
});
