// The store's currency list, as the host reads it into a store set: from the page it rendered, from the
// list kept 7200 s in local storage, or from the store API; a failure is an empty list. A shopper's own
// stored choice is kept while the list holds it, else the list's default is shown.
import {
  STORAGE_KEYS,
  callGroup,
  isString,
  readStored,
  writeStored,
  type Currency,
  type Stores,
} from '@topup/shared-lib';
import { storedCurrencies } from './storedCurrencies';

/** The currency list is cached 7200 s. */
export const CURRENCY_LIST_CACHE_SECONDS = 7200;

export const siteApi = callGroup((apiRequest) => ({
  /** Failure is an empty list, decided by the reader: no toast here. */
  currencies: () => apiRequest<Currency[]>({ path: '/hms/currency/v2', toast: false }),
}));

/** Reads under way, one per set: the shell's start and its currency picker both ask on a first visit. */
const pending = new WeakMap<Stores, Promise<void>>();

/** Reads the list once per set (a set that has one keeps it); callers meanwhile share one request. */
export function loadCurrencies(stores: Stores): Promise<void> {
  if (stores.currency.settled && stores.currency.list.length > 0) return Promise.resolve();
  let load = pending.get(stores);
  if (!load) {
    load = readCurrencies(stores).finally(() => pending.delete(stores));
    pending.set(stores, load);
  }
  return load;
}

async function readCurrencies(stores: Stores): Promise<void> {
  let list = storedCurrencies();
  if (!list) {
    try {
      list = await siteApi(stores.api).currencies();
      writeStored(STORAGE_KEYS.currencyList, list, CURRENCY_LIST_CACHE_SECONDS);
    } catch {
      list = [];
    }
  }
  // Only a shopper's own choice is stored; otherwise follow the list's current default.
  stores.currency.setList(list, readStored(STORAGE_KEYS.currencyCode, isString));
}

/**
 * A list read elsewhere (the store's server reads it for the page it renders, and writes it into the
 * page): kept as the set's list, with nothing asked, unless the set has one already.
 */
export function adoptCurrencies(stores: Stores, list: Currency[]): void {
  if (stores.currency.settled && stores.currency.list.length > 0) return;
  stores.currency.setList(list);
}
