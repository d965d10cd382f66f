import { COUNTRIES, COUNTRY_NAME_LANGUAGES, DEFAULT_COUNTRY, countryName, findCountry } from './countries';

describe('built-in country list', () => {
  it('holds about 50 countries with unique codes and every field', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(COUNTRIES.map((c) => c.alpha2)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.alpha3)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
      expect(COUNTRY_NAME_LANGUAGES).toContain(country.lang);
      expect(Object.keys(country.i18ns).sort()).toEqual([...COUNTRY_NAME_LANGUAGES].sort());
    }
  });

  it('includes the countries the spec names', () => {
    for (const code of [
      'US',
      'CA',
      'DE',
      'GB',
      'FR',
      'IT',
      'AU',
      'NZ',
      'TW',
      'HK',
      'SG',
      'MY',
      'SA',
      'AE',
      'TH',
    ]) {
      expect(findCountry(code)).toBeDefined();
    }
  });

  it('defaults to the US, in dollars', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(findCountry(DEFAULT_COUNTRY)?.currency).toBe('USD');
  });

  it('names a country in the shopper language, English otherwise', () => {
    const taiwan = findCountry('tw');
    expect(taiwan?.alpha3).toBe('TWN');
    expect(taiwan && countryName(taiwan, 'zh-TW')).toBe('台灣');
    const germany = findCountry('DE');
    expect(germany && countryName(germany, 'fr')).toBe('Allemagne');
    expect(germany && countryName(germany, 'nl')).toBe('Germany');
    expect(findCountry('XX')).toBeUndefined();
  });
});
