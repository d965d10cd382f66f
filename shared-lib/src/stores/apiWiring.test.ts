// The page's stores wired into the api client (stores/index.ts): spec 8 as the shopper sees it.
import { apiRequest } from '../api/client';
import {
  NOT_SUPPORTED_PATH,
  NOT_SUPPORTED_PHRASE_HANS,
  NOT_SUPPORTED_PHRASE_HANT,
} from '../api/errorCatalogue';
import { fail, installFakeAdapter, type Answer } from '../api/fakeAdapter';
import { i18n } from '../i18n/i18n';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import { countryStore, currencyStore, navigationStore, uiStore, userStore } from './index';

let fake: ReturnType<typeof installFakeAdapter>;
const answer = (reply: Answer) => {
  fake = installFakeAdapter(() => reply);
};
const lastToast = () => uiStore.toasts.at(-1);

beforeEach(async () => {
  localStorage.clear();
  uiStore.toasts.forEach((toast) => uiStore.removeToast(toast.id));
  await i18n.changeLanguage('en');
  writeStored(STORAGE_KEYS.userToken, 'Bearer t');
  userStore.restore();
});
afterEach(() => fake.restore());

test('H-currency and d-selective-country come from the currency and country stores', async () => {
  answer({ body: { code: 200, message: '', data: null } });
  currencyStore.select('TWD');
  countryStore.select('TW');
  await apiRequest({ path: '/x' });
  expect(fake.last().headers).toMatchObject({ 'H-currency': 'TWD', 'd-selective-country': 'TW' });
  currencyStore.select('USD');
  countryStore.select('US');
});

test.each([
  ['en', NOT_SUPPORTED_PHRASE_HANS, 'Sorry, our store is not available in your country or region.'],
  ['zh-TW', NOT_SUPPORTED_PHRASE_HANT, '很抱歉，本商城暫不支援您所在的國家或地區。'],
])(
  'not supported (%s, %s) requests a replace to the error page and says why',
  async (language, phrase, text) => {
    await i18n.changeLanguage(language);
    answer({ status: 403, body: fail(403, `您所在的${phrase}`) });
    await expect(apiRequest({ path: '/hpms/product/1' })).rejects.toMatchObject({ code: 403 });
    expect(navigationStore.pending).toMatchObject({ path: NOT_SUPPORTED_PATH, replace: true });
    expect(lastToast()).toMatchObject({ message: text, type: 'error' });
    const navigate = jest.fn();
    navigationStore.register({ navigate, reload: jest.fn() })();
    expect(navigate).toHaveBeenCalledWith(NOT_SUPPORTED_PATH, { replace: true });
  },
);

test('a 401 on an exempt call does NOT log out', async () => {
  answer({ status: 401, body: fail(401, 'Please log in') });
  await expect(apiRequest({ path: '/hums/coupon/member/available' })).rejects.toMatchObject({ code: 401 });
  expect(userStore.isLogin).toBe(true);
  expect(uiStore.toasts).toHaveLength(0);
});

test('a 401 elsewhere logs out silently with the translated "login expired"', async () => {
  answer({ status: 401, body: fail(401, 'Please log in') });
  await expect(apiRequest({ path: '/homs/order' })).rejects.toMatchObject({ code: 401 });
  expect(userStore.isLogin).toBe(false);
  expect(lastToast()).toMatchObject({ message: 'Your login has expired. Please log in again.' });
  expect(navigationStore.pending).toBeNull();
});

test('other failures toast the server message, or the default coupon text when there is none', async () => {
  answer({ status: 400, body: fail(400, 'Coupon out of stock') });
  await expect(apiRequest({ path: '/x', method: 'POST' })).rejects.toBeTruthy();
  expect(lastToast()).toMatchObject({ message: 'Coupon out of stock', type: 'error' });
  fake.restore();
  answer({ status: 400, body: fail(400, '') });
  await expect(apiRequest({ path: '/x' })).rejects.toBeTruthy();
  expect(lastToast()?.message).toBe(i18n.t('errors.defaultCoupon'));
  fake.restore();
  answer({ status: 400, body: fail(400, 'quiet') });
  const before = uiStore.toasts.length;
  await expect(apiRequest({ path: '/x', toast: false })).rejects.toBeTruthy();
  expect(uiStore.toasts).toHaveLength(before);
});

test('a time-out gives the translated network error, in the error and in the toast', async () => {
  jest.useFakeTimers();
  try {
    await i18n.changeLanguage('zh-TW');
    answer('hang');
    const pending = apiRequest({ path: '/homs/order' });
    const settled = expect(pending).rejects.toMatchObject({ code: 0, message: i18n.t('errors.network') });
    await jest.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(lastToast()?.message).toBe('網路沒有回應，請檢查連線後再試一次。');
  } finally {
    jest.useRealTimers();
  }
});
