// The phone prefix picker (8): entries from GET /sso/register/phone/prefix
// with a derived showlabel and flag; a failure leaves an empty list and a blank default. The list is kept
// in the app dictionary for a while, and the prefix the shopper last picked (the phone prefix
// log) is the default the next time, before the server's.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api/createApi';
import type { PhonePrefix } from '../api/ssoTypes';
import { STORAGE_KEYS, isRecord, isString, readStored, writeStored } from '../platform/storage';

export interface PhonePrefixOption extends PhonePrefix {
  /** What the picker shows: "+1 United States". */
  showlabel: string;
  /** Emoji flag of the entry's country, '' when the server gives no country. */
  flag: string;
}

/** How long the app dictionary keeps the list: as long as the currency list (7200 s). */
export const APP_DICTIONARY_SECONDS = 7200;

/** What the app dictionary holds: the store's lists that rarely change. */
export interface AppDictionary {
  phonePrefixes: PhonePrefix[];
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** "US" -> the two regional indicator letters that render as the US flag. */
export function flagOf(alpha2: string | undefined): string {
  if (!alpha2 || !/^[A-Za-z]{2}$/.test(alpha2)) return '';
  return String.fromCodePoint(
    ...[...alpha2.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

export function toPhonePrefixOption(entry: PhonePrefix): PhonePrefixOption {
  return { ...entry, showlabel: `${entry.value} ${entry.label}`, flag: flagOf(entry.country) };
}

const isPhonePrefix = (value: unknown): value is PhonePrefix =>
  isRecord(value) &&
  typeof value.label === 'string' &&
  typeof value.value === 'string' &&
  typeof value.defaultSelect === 'boolean' &&
  (value.country === undefined || typeof value.country === 'string');

const isAppDictionary = (value: unknown): value is AppDictionary =>
  isRecord(value) && Array.isArray(value.phonePrefixes) && value.phonePrefixes.every(isPhonePrefix);

export class PhonePrefixStore {
  list: PhonePrefixOption[] = [];
  /** The preselected prefix value: the shopper's last pick, else the server's default, else ''. */
  defaultValue = '';

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const kept = readStored(STORAGE_KEYS.appDictionary, isAppDictionary);
    let entries: PhonePrefix[] = kept?.phonePrefixes ?? [];
    if (!kept) {
      try {
        entries = await this.api.sso.phonePrefixes();
        // An empty answer is not kept: the next page asks again.
        if (entries.length > 0) {
          writeStored<AppDictionary>(
            STORAGE_KEYS.appDictionary,
            { phonePrefixes: entries },
            APP_DICTIONARY_SECONDS,
          );
        }
      } catch {
        entries = [];
      }
    }
    const picked = readStored(STORAGE_KEYS.phonePrefixLog, isString);
    runInAction(() => {
      this.list = entries.map(toPhonePrefixOption);
      this.defaultValue =
        entries.find((entry) => entry.value === picked)?.value ??
        entries.find((entry) => entry.defaultSelect)?.value ??
        '';
    });
  }

  /** The shopper picked a prefix: it is the default from now on. */
  remember(value: string): void {
    if (!this.list.some((entry) => entry.value === value)) return;
    writeStored(STORAGE_KEYS.phonePrefixLog, value);
    this.defaultValue = value;
  }
}
