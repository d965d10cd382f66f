import { STORAGE_KEYS, readStored, writeStored } from '../platform/storage';
import { testStores } from '../testing/testStores';
import { APP_DICTIONARY_SECONDS, PhonePrefixStore, flagOf } from './PhonePrefixStore';

const PREFIXES = [
  { label: 'United States', value: '+1', defaultSelect: true, country: 'US' },
  { label: 'Taiwan', value: '+886', defaultSelect: false, country: 'TW' },
];

describe('PhonePrefixStore', () => {
  afterEach(() => {
    localStorage.clear();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const storeAnswering = (answer: () => Promise<typeof PREFIXES>) => {
    const { api } = testStores();
    const read = jest.spyOn(api.sso, 'phonePrefixes').mockImplementation(answer);
    return { store: new PhonePrefixStore(api), read };
  };

  it('derives showlabel and flag and takes the default', async () => {
    const { store } = storeAnswering(async () => PREFIXES);
    await store.load();
    expect(store.defaultValue).toBe('+1');
    expect(store.list[1]).toMatchObject({ showlabel: '+886 Taiwan', flag: '🇹🇼' });
  });

  it('a failure leaves an empty list and a blank default', async () => {
    const { store } = storeAnswering(async () => {
      throw new Error('offline');
    });
    await store.load();
    expect(store.list).toEqual([]);
    expect(store.defaultValue).toBe('');
    expect(readStored(STORAGE_KEYS.appDictionary, (v): v is unknown => v !== null)).toBeNull();
  });

  it('keeps the list in the app dictionary for two hours: the next page asks no one', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T08:00:00Z') });
    const first = storeAnswering(async () => PREFIXES);
    await first.store.load();
    const second = storeAnswering(async () => []);
    await second.store.load();
    expect(second.read).not.toHaveBeenCalled();
    expect(second.store.list.map((entry) => entry.value)).toEqual(['+1', '+886']);

    jest.setSystemTime(Date.parse('2026-11-25T08:00:00Z') + APP_DICTIONARY_SECONDS * 1000 + 1);
    const later = storeAnswering(async () => PREFIXES);
    await later.store.load();
    expect(later.read).toHaveBeenCalledTimes(1);
  });

  it('a corrupt dictionary is read again from the server', async () => {
    writeStored(STORAGE_KEYS.appDictionary, { phonePrefixes: [{ label: 3 }] });
    const { store, read } = storeAnswering(async () => PREFIXES);
    await store.load();
    expect(read).toHaveBeenCalledTimes(1);
    expect(store.list).toHaveLength(2);
  });

  it('remembers the prefix the shopper picked and offers it first next time (the phone prefix log)', async () => {
    const { store } = storeAnswering(async () => PREFIXES);
    await store.load();
    store.remember('+886');
    expect(store.defaultValue).toBe('+886');
    store.remember('+999');
    expect(store.defaultValue).toBe('+886');
    const next = storeAnswering(async () => PREFIXES);
    await next.store.load();
    expect(next.store.defaultValue).toBe('+886');
  });

  it('gives no flag without a two-letter country', () => {
    expect(flagOf(undefined)).toBe('');
    expect(flagOf('USA')).toBe('');
    expect(flagOf('us')).toBe('🇺🇸');
  });
});
