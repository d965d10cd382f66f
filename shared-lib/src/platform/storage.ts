// Local storage with expiry. Every read survives a corrupt or foreign value:
// a broken key must never stop the site from starting.

export const STORAGE_EXPIRY_SECONDS = 31_536_000;

/** Every local storage key the store writes, in one place. */
export const STORAGE_KEYS = {
  appDictionary: 'app-dictionary',
  user: 'user',
  userToken: 'user-token',
  legacyToken: 'token',
  bindEmailOpen: 'bind-email-open',
  loginPath: 'login-path',
  googleLoginCode: 'google-login-code',
  phoneRegisterSuccess: 'phone-register-success',
  areaCode: 'area-code',
  paymentWay: 'payment-way',
  currencyCode: 'currency-code',
  currencyRate: 'currency-rate',
  currencyList: 'currency-list',
  cookieStatus: 'cookie-status',
  phonePrefixLog: 'phone-prefix-log',
  orderAuthLog: 'order-auth-log',
  closeHomeAddToDesktop: 'close-home-add-to-desktop',
  closeNewUserBanner: 'close-new-user-banner',
  redirectPath: 'redirect-path',
  utmUuid: 'utm-uuid',
} as const;

/** Session storage keys (per tab): the tab's session id and the chunk-reload marker. */
export const SESSION_KEYS = {
  sessionId: 'session-id',
  chunkReloadAt: 'chunk-reload-at',
} as const;

interface StoredValue<T> {
  value: T;
  expires: number;
}

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = backend()?.getItem(key);
    if (raw == null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredValue<unknown>>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.expires !== 'number') return null;
    if (parsed.expires < Date.now()) {
      backend()?.removeItem(key);
      return null;
    }
    return isValid(parsed.value) ? parsed.value : null;
  } catch {
    return null;
  }
}

const changeListeners = new Set<(key: string) => void>();

/** Told of every key written or removed here (platform/personalView.ts keeps its cookie in step). */
export function onStoredChange(listener: (key: string) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function changed(key: string): void {
  for (const listener of changeListeners) listener(key);
}

export function writeStored<T>(key: string, value: T, expirySeconds = STORAGE_EXPIRY_SECONDS): void {
  const entry: StoredValue<T> = { value, expires: Date.now() + expirySeconds * 1000 };
  try {
    backend()?.setItem(key, JSON.stringify(entry));
  } catch {
    // quota or disabled storage: the session still works in memory
  }
  changed(key);
}

/** The stored keys that start with `prefix`. */
export function storedKeys(prefix: string): string[] {
  try {
    const local = backend();
    if (!local) return [];
    return Array.from({ length: local.length }, (_, index) => local.key(index) ?? '').filter((key) =>
      key.startsWith(prefix),
    );
  } catch {
    return [];
  }
}

export function removeStored(...keys: string[]): void {
  try {
    for (const key of keys) backend()?.removeItem(key);
  } catch {
    // disabled storage: nothing to remove
  }
  for (const key of keys) changed(key);
}

export const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isArrayOf =
  <T>(isItem: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(isItem);

function sessionBackend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Plain string in session storage (no expiry: the tab's session is the lifetime). */
export function readSession(key: string): string | null {
  try {
    return sessionBackend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionBackend()?.setItem(key, value);
  } catch {
    // quota or disabled storage
  }
}

export function removeSession(key: string): void {
  try {
    sessionBackend()?.removeItem(key);
  } catch {
    // disabled storage: nothing was kept
  }
}
