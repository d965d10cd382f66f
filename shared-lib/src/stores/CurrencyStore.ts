// The shopper's currency (8, 9): the store's list, the chosen code in local storage, the rate in a
// cookie for 7 days; USD when nothing else is known. Every app reads it; the host reads the list
// (the shell's currencyList.ts) and the shopper picks from it.
import { makeAutoObservable } from 'mobx';
import type { Currency } from '../api/siteTypes';
import { DEFAULT_CURRENCY, convertMoney } from '../domain/money';
import { CURRENCY_RATE_COOKIE_DAYS, writeCookie } from '../platform/cookies';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import { storedCurrency } from './storedCurrency';

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
  /** False until the list has been read (a list, or the empty list of a failure). */
  settled = false;

  /**
   * `code`: the currency to start with instead of the stored choice (the store's server: the one the
   * request's currency cookie names).
   */
  constructor(code?: string) {
    makeAutoObservable(this);
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

  /** The store's list as read; `code` (the stored choice, or the current code) if listed, else its default. */
  setList(list: Currency[], code: string | null = this.code): void {
    this.list = list;
    this.settled = true;
    this.show(pickCurrency(list, code));
  }

  /** The shopper picks a currency: remembered between visits. */
  select(code: string): void {
    writeStored(STORAGE_KEYS.currencyCode, code);
    this.show(code);
  }

  private show(code: string): void {
    this.code = code;
    writeStored(STORAGE_KEYS.currencyRate, this.rate);
    writeCookie(CURRENCY_RATE_COOKIE, String(this.rate), CURRENCY_RATE_COOKIE_DAYS);
  }
}
