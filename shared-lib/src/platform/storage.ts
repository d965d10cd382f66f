// Local storage with expiry (spec 3, 9). Every read survives a corrupt or foreign value:
// a broken key must never stop the site from starting.

export const STORAGE_EXPIRY_SECONDS = 31_536_000;

/** Storage keys of spec 3, in one place. */
export const STORAGE_KEYS = {
  user: 'user',
  userToken: 'user-token',
  legacyToken: 'token',
  loginPath: 'login-path',
  redirectPath: 'redirect-path',
  currencyCode: 'currency-code',
  cookieStatus: 'cookie-status',
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
  const raw = backend()?.getItem(key);
  if (raw == null) return null;
  try {
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

export function writeStored<T>(key: string, value: T, expirySeconds = STORAGE_EXPIRY_SECONDS): void {
  const entry: StoredValue<T> = { value, expires: Date.now() + expirySeconds * 1000 };
  try {
    backend()?.setItem(key, JSON.stringify(entry));
  } catch {
    // quota or disabled storage: the session still works in memory
  }
}

export function removeStored(...keys: string[]): void {
  for (const key of keys) backend()?.removeItem(key);
}

export const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
