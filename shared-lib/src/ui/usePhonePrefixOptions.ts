import { useEffect } from 'react';
import { countryName } from '../domain/countries';
import { DEFAULT_LANGUAGE } from '../domain/locale';
import { useStores } from '../stores/StoresContext';
import { sortForLanguage, useCountries, type CountryOption } from './useCountries';

/**
 * The store's phone prefixes as select options ("🇺🇸 +1 United States"), loaded on first use. The
 * server names countries in English; once the built-in names have loaded they are in `language`.
 * Until then a page in another language shows the flag and the code alone, never the English name.
 * One option per prefix: several countries share one (+1) and a picker needs unique values. Each is
 * also found by the server's English name; sorted by name in `language`, its likely countries first.
 * The list is MobX state: call this from an observer component.
 */
export function usePhonePrefixOptions(language: string): CountryOption[] {
  const countries = useCountries();
  const { phonePrefix: phonePrefixStore } = useStores();
  useEffect(() => {
    if (phonePrefixStore.list.length === 0) void phonePrefixStore.load();
  }, [phonePrefixStore]);
  const seen = new Set<string>();
  const options: (CountryOption & { country?: string; name: string })[] = [];
  for (const entry of phonePrefixStore.list) {
    if (seen.has(entry.value)) continue;
    seen.add(entry.value);
    const country = entry.country ? countries?.find(entry.country) : undefined;
    // The server's English name: on an English page, or for a prefix with no country (it has no other).
    const serverName = language === DEFAULT_LANGUAGE || !entry.country ? entry.label : '';
    const name = country ? countryName(country, language) : serverName;
    options.push({
      value: entry.value,
      label: [entry.flag, entry.value, name].filter(Boolean).join(' '),
      keywords: entry.label,
      country: entry.country ?? undefined,
      name,
    });
  }
  // By name in the page's language, its likely countries first; the code alone (no name yet) last.
  return sortForLanguage(
    options,
    language,
    (option) => option.country,
    (option) => option.name || '\uffff',
  ).map(({ value, label, keywords }) => ({ value, label, keywords }));
}
