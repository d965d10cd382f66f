import { useEffect, useState } from 'react';
import { loadCountries, type CountryList } from '../domain/countries';

// Kept once loaded, so a form mounted later shows the names at once instead of a loading frame.
let loaded: CountryList | null = null;

/** The built-in countries with their names, loaded on first use; null while loading or after a failure. */
export function useCountries(): CountryList | null {
  const [countries, setCountries] = useState(loaded);
  useEffect(() => {
    if (countries) return;
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
  }, [countries]);
  return countries;
}
