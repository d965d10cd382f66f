// The shopper's currency (8, 9): list from GET /hms/currency/v2 cached 7200 s,
// choice in local storage, rate in a cookie for 7 days; USD when nothing else is known.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api/createApi';
import type { Currency } from '../api/siteTypes';
import { DEFAULT_CURRENCY, convertMoney } from '../domain/money';
import { CURRENCY_RATE_COOKIE_DAYS, writeCookie } from '../platform/cookies';
import { STORAGE_KEYS, isString, readStored, writeStored } from '../platform/storage';
import { storedCurrencies } from './storedCurrencies';
import { storedCurrency } from './storedCurrency';

/** The currency list is cached 7200 s. */
export const CURRENCY_LIST_CACHE_SECONDS = 7200;
/** Cookie holding the selected rate, so server-rendered or static pages can read it. */
export const CURRENCY_RATE_COOKIE = 'currency_rate';

/** The stored choice if listed, else the list's default, else USD. */
export function pickCurrency(list: readonly Currency[], stored: string | null): string {
  if (stored && list.some((currency) => currency.code === stored)) return stored;
  return list.find((currency) => currency.defaultSelect)?.code ?? DEFAULT_CURRENCY;
}

export class CurrencyStore {
  list: Currency[] = [];
  code: string = DEFAULT_CURRENCY;
  /** False until the first load has answered (with a list, or with the empty list of a failure). */
  settled = false;

  /**
   * `code`: the currency to start with instead of the stored choice (the store's server: the one the
   * request's currency cookie names).
   */
  constructor(
    private readonly api: Api,
    code?: string,
  ) {
    makeAutoObservable<this, 'pending' | 'api'>(this, { pending: false, api: false });
    this.code = code ?? storedCurrency();
  }

  get current(): Currency | null {
    return this.list.find((currency) => currency.code === this.code) ?? null;
  }

  /** Units of the selected currency per USD; 1 until the list says otherwise. */
  get rate(): number {
    return this.current?.rate ?? 1;
  }

  /** A USD amount in the selected currency, rounded to 2 decimals as the store prices it. */
  convert(amountUsd: number): number {
    return convertMoney(amountUsd, this.rate);
  }

  /** The load under way: the shell's start and its currency picker both ask on a first visit. */
  private pending: Promise<void> | null = null;

  /** Reads the list (cache first); a failure leaves an empty list. Callers meanwhile share one request. */
  load(): Promise<void> {
    if (this.settled && this.list.length > 0) return Promise.resolve(); // adopted from the page
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async read(): Promise<void> {
    let list = storedCurrencies();
    if (!list) {
      try {
        list = await this.api.site.currencies();
        writeStored(STORAGE_KEYS.currencyList, list, CURRENCY_LIST_CACHE_SECONDS);
      } catch {
        list = [];
      }
    }
    const loaded = list;
    runInAction(() => {
      this.list = loaded;
      this.settled = true;
    });
    // Only a shopper's own choice is stored; otherwise follow the list's current default.
    this.apply(pickCurrency(loaded, readStored(STORAGE_KEYS.currencyCode, isString)));
  }

  /**
   * A list read elsewhere (the store's server reads it for the page it renders, and writes it into the
   * page): kept as the load's answer, with nothing asked.
   */
  adoptList(list: Currency[]): void {
    if (this.settled && this.list.length > 0) return;
    this.list = list;
    this.settled = true;
    this.code = pickCurrency(list, this.code);
  }

  /** The shopper picks a currency: remembered between visits. */
  select(code: string): void {
    writeStored(STORAGE_KEYS.currencyCode, code);
    this.apply(code);
  }

  private apply(code: string): void {
    this.code = code;
    writeStored(STORAGE_KEYS.currencyRate, this.rate);
    writeCookie(CURRENCY_RATE_COOKIE, String(this.rate), CURRENCY_RATE_COOKIE_DAYS);
  }
}
