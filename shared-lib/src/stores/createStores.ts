// The store set of one page: the browser makes one per tab, the store's server one per request, tests
// one per test. Here the set's api client is wired to its stores: its calls carry the set's member,
// language, currency and country, and its failures become the set's toasts, logout and redirects.
import type { i18n as I18n } from 'i18next';
import { createApiClient, type RequestBase } from '../api/client';
import { createApi, type Api } from '../api/createApi';
import { failureText } from '../api/failureText';
import { NOT_SUPPORTED_PATH } from '../api/errorCatalogue';
import type { HttpTransport } from '../api/httpTypes';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../domain/locale';
import { getRuntimeConfig } from '../platform/runtimeConfig';
import { CountryStore } from './CountryStore';
import { CurrencyStore } from './CurrencyStore';
import { LoginPopupStore } from './LoginPopupStore';
import { NavigationStore } from './NavigationStore';
import { PhonePrefixStore } from './PhonePrefixStore';
import { UiStore } from './UiStore';
import { UserStore, type RenderedSession } from './UserStore';
import { VerificationTip } from './VerificationTip';

export interface Stores {
  api: Api;
  user: UserStore;
  loginPopup: LoginPopupStore;
  ui: UiStore;
  currency: CurrencyStore;
  country: CountryStore;
  phonePrefix: PhonePrefixStore;
  navigation: NavigationStore;
  verificationTip: VerificationTip;
  /** The set's translations: the page's one instance in the browser, a request's own on the server. */
  i18n: I18n;
}

export interface StoreDeps {
  /**
   * How the api client's requests travel: the shell's axios transport in the browser, store-api
   * directly on the server.
   */
  transport: HttpTransport;
  i18n: I18n;
  /** Where each base of a call starts; by default the runtime config's (the browser's). */
  baseUrl?(base: RequestBase): string;
  /**
   * What a request to the store's server says in place of the browser's storage: its member (or a
   * guest: null), currency and country. Absent in the browser, which reads its storage.
   */
  request?: { session: RenderedSession | null; currency?: string; country?: string };
}

function runtimeBaseUrl(base: RequestBase): string {
  const config = getRuntimeConfig();
  if (base === 'page') return '/';
  if (base === 'apiOrigin') return config.apiBase;
  return `${config.apiBase}${config.apiPrefix}`;
}

function languageOf(i18n: I18n): Language {
  const language = i18n.language as Language;
  return SUPPORTED_LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE;
}

export function createStores(deps: StoreDeps): Stores {
  const { i18n, request } = deps;
  const ui = new UiStore();
  const loginPopup = new LoginPopupStore();
  const navigation = new NavigationStore();
  // The stores are made after the client, which reads them only when a call is sent.
  let user: UserStore | null = null;
  let currency: CurrencyStore | null = null;
  let country: CountryStore | null = null;
  const api = createApi(
    createApiClient(
      {
        authorization: () => user?.token ?? null,
        language: () => languageOf(i18n),
        currency: () => currency?.code ?? 'USD',
        country: () => country?.country ?? '',
        baseUrl: deps.baseUrl ?? runtimeBaseUrl,
        networkMessage: () => i18n.t('errors.network'),
        onUnauthorized: () => {
          // A 401 logs out silently and says the login expired.
          if (user?.isLogin) {
            user.clearSession();
            ui.toast(i18n.t('errors.loginExpired'), 'warning');
          }
        },
        onNotSupported: () => {
          // Replace the route and say why, in the shopper's language.
          navigation.navigate(NOT_SUPPORTED_PATH, { replace: true });
          ui.toast(i18n.t('session.notSupported'), 'error');
        },
        onError: (error) => {
          const message = failureText(error, i18n.t) ?? i18n.t('errors.defaultCoupon');
          ui.toast(message, 'error');
        },
      },
      deps.transport,
    ),
  );
  user = new UserStore({
    ...(request ? { session: request.session } : {}),
    openLoginPopup: (page, reason) => loginPopup.open(page, reason),
  });
  currency = new CurrencyStore(request?.currency);
  country = new CountryStore(request?.country);
  return {
    api,
    user,
    loginPopup,
    ui,
    currency,
    country,
    phonePrefix: new PhonePrefixStore(api),
    navigation,
    verificationTip: new VerificationTip(),
    i18n,
  };
}
