import { useEffect, useMemo, useState } from 'react';
import { countryName, loadCountries, type CountryList } from '../domain/countries';
import { DEFAULT_LANGUAGE } from '../domain/locale';

// Kept once loaded, so a form mounted later shows the names at once instead of a loading frame.
let loaded: CountryList | null = null;

/**
 * The built-in countries with their names, loaded on first use; null while loading or after a failure.
 * `wanted` false holds the load back (a picker that shows its current code until the page has settled)
 * but still gives names loaded before.
 */
export function useCountries(wanted = true): CountryList | null {
  const [countries, setCountries] = useState(loaded);
  useEffect(() => {
    if (countries || !wanted) return;
    let current = true;
    loadCountries().then(
      (list) => {
        loaded = list;
        if (current) setCountries(list);
      },
      // Null stays: pickers keep their fallback, and the next mount tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [countries, wanted]);
  return countries;
}

export interface CountryOption {
  value: string;
  label: string;
  /** The English name, which a picker on a page in another language is also searched by. */
  keywords?: string;
}

/**
 * The countries a page in a language lists first, in this order: where its shoppers most likely live
 * (Traditional Chinese: Taiwan, Hong Kong, Macao, then the Chinese-reading shoppers of Singapore,
 * Malaysia and China). The rest follow in the language's collation (stroke order for zh-TW).
 */
export const LIKELY_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  'zh-TW': ['TW', 'HK', 'MO', 'SG', 'MY', 'CN'],
};

/** Options sorted for `language`: its likely countries first (keyed by `codeOf`), then by name. */
export function sortForLanguage<T extends { label: string }>(
  options: T[],
  language: string,
  codeOf: (option: T) => string | undefined,
  nameOf: (option: T) => string = (option) => option.label,
): T[] {
  const likely = LIKELY_COUNTRIES[language] ?? [];
  const rank = (option: T) => {
    const index = likely.indexOf(codeOf(option) ?? '');
    return index === -1 ? likely.length : index;
  };
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => rank(a) - rank(b) || collator.compare(nameOf(a), nameOf(b)));
}

/** The countries as picker options, named and sorted in `language`; null until the names load. */
export function useCountryOptions(language: string, wanted = true): CountryOption[] | null {
  const countries = useCountries(wanted);
  return useMemo(
    () =>
      countries
        ? sortForLanguage(
            countries.all.map((country) => ({
              value: country.alpha2,
              label: countryName(country, language),
              keywords: language === DEFAULT_LANGUAGE ? undefined : country.name,
            })),
            language,
            (option) => option.value,
          )
        : null,
    [countries, language],
  );
}
