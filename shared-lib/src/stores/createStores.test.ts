import { ok } from '../testing/fakeTransport';
import type { HttpRequest } from '../api/httpTypes';
import { TransportFailure } from '../api/transportFailure';
import { i18n } from '../i18n/i18n';
import { getRuntimeConfig, setRuntimeConfig } from '../platform/runtimeConfig';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import { logIn, testSession } from '../testing/testStores';
import { createStores } from './createStores';

/** A transport that answers every call with an empty success and keeps what was sent. */
function recorder() {
  const sent: HttpRequest[] = [];
  const transport = async (request: HttpRequest) => {
    sent.push(request);
    return { status: 200, body: ok(null) };
  };
  return { sent, transport };
}

const MEMBER = testSession({ nickname: 'Rendered' });

describe('createStores', () => {
  const initialConfig = getRuntimeConfig();
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => setRuntimeConfig(initialConfig));

  it('makes sets that share no state: each has its own member, toasts, choices, navigation and api', () => {
    const { transport } = recorder();
    const first = createStores({ transport, i18n });
    const second = createStores({ transport, i18n });
    expect(first.api).not.toBe(second.api);
    logIn(first, MEMBER);
    first.ui.toast('Saved', 'success');
    first.currency.select('TWD');
    first.country.select('TW');
    first.navigation.navigate('/user');
    expect(first.user.isLogin).toBe(true);
    expect(second.user.isLogin).toBe(false);
    expect(second.ui.toasts).toEqual([]);
    expect(second.currency.code).toBe('USD');
    expect(second.country.country).toBe('US');
    expect(second.navigation.pending).toBeNull();
    for (const toast of [...first.ui.toasts]) first.ui.removeToast(toast.id);
  });

  it("starts a request's set with that session, currency and country, reading no storage", () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer stored');
    writeStored(STORAGE_KEYS.user, { ...MEMBER.info, nickname: 'Stored' });
    writeStored(STORAGE_KEYS.currencyCode, 'EUR');
    writeStored(STORAGE_KEYS.areaCode, 'DE');
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    try {
      const stores = createStores({
        transport: recorder().transport,
        i18n,
        request: { session: MEMBER, currency: 'TWD', country: 'TW' },
      });
      expect(stores.user.token).toBe(MEMBER.token);
      expect(stores.user.info?.nickname).toBe('Rendered');
      expect(stores.currency.code).toBe('TWD');
      expect(stores.country.country).toBe('TW');
      const guest = createStores({
        transport: recorder().transport,
        i18n,
        request: { session: null, currency: 'USD', country: 'US' },
      });
      expect(guest.user.isLogin).toBe(false);
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });

  it("starts the browser's set from storage", () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer stored');
    writeStored(STORAGE_KEYS.currencyCode, 'EUR');
    writeStored(STORAGE_KEYS.areaCode, 'DE');
    const stores = createStores({ transport: recorder().transport, i18n });
    expect(stores.user.token).toBe('Bearer stored');
    expect(stores.currency.code).toBe('EUR');
    expect(stores.country.country).toBe('DE');
  });

  it("sends and says things in its own translations' language", async () => {
    const { sent, transport } = recorder();
    const requestI18n = i18n.cloneInstance({ lng: 'zh-TW', initAsync: false });
    const stores = createStores({ transport, i18n: requestI18n, request: { session: null } });
    await stores.api.request({ path: '/x' });
    expect(sent.at(-1)?.headers['Accept-Language']).toBe('zh-TW');
    expect(i18n.language).toBe('en');

    const offline = createStores({
      transport: () => Promise.reject(new TransportFailure(true)),
      i18n: requestI18n,
      request: { session: null },
    });
    await expect(offline.api.request({ path: '/x' })).rejects.toMatchObject({
      message: requestI18n.t('errors.network'),
    });
    expect(offline.ui.toasts.at(-1)?.message).toBe('網路沒有回應，請檢查連線後再試一次。');
    for (const toast of [...offline.ui.toasts]) offline.ui.removeToast(toast.id);
  });

  it("starts each call where its base says: the runtime config's in the browser, or the set's own", async () => {
    setRuntimeConfig({ ...initialConfig, apiBase: 'https://api.test', apiPrefix: '/api' });
    const { sent, transport } = recorder();
    const browser = createStores({ transport, i18n });
    await browser.api.request({ path: '/x' });
    await browser.api.request({ path: '/logs', base: 'apiOrigin', envelope: false });
    await browser.api.request({ path: 'builds/meta/b.json', base: 'page', envelope: false });
    expect(sent.map((request) => request.baseURL)).toEqual(['https://api.test/api', 'https://api.test', '/']);

    const server = createStores({ transport, i18n, baseUrl: () => '', request: { session: null } });
    await server.api.request({ path: '/x' });
    expect(sent.at(-1)?.baseURL).toBe('');
  });
});
