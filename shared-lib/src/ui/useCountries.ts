import { useEffect, useMemo, useState } from 'react';
import { countryName, loadCountries, type CountryList } from '../domain/countries';

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
}

/** The countries as select options, named and sorted in `language`; null until the names load. */
export function useCountryOptions(language: string, wanted = true): CountryOption[] | null {
  const countries = useCountries(wanted);
  return useMemo(
    () =>
      countries
        ? countries.all
            .map((country) => ({ value: country.alpha2, label: countryName(country, language) }))
            .sort((a, b) => a.label.localeCompare(b.label, language))
        : null,
    [countries, language],
  );
}
