// The phone prefix picker (spec 3 "Phone prefix entry", 8): entries from GET /sso/register/phone/prefix
// with a derived showlabel and flag; a failure leaves an empty list and a blank default.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api/createApi';
import type { PhonePrefix } from '../api/ssoTypes';

export interface PhonePrefixOption extends PhonePrefix {
  /** What the picker shows: "+1 United States". */
  showlabel: string;
  /** Emoji flag of the entry's country, '' when the server gives no country. */
  flag: string;
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

export class PhonePrefixStore {
  list: PhonePrefixOption[] = [];
  /** The preselected prefix value; '' when none is known. */
  defaultValue = '';

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    let entries: PhonePrefix[] = [];
    try {
      entries = await this.api.sso.phonePrefixes();
    } catch {
      entries = [];
    }
    runInAction(() => {
      this.list = entries.map(toPhonePrefixOption);
      this.defaultValue = entries.find((entry) => entry.defaultSelect)?.value ?? '';
    });
  }
}
