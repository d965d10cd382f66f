import { renderHook, waitFor } from '@testing-library/react';
import * as countries from '../domain/countries';
import { useCountries } from './useCountries';

jest.mock('../domain/countries', () => {
  const actual = jest.requireActual<typeof countries>('../domain/countries');
  return { ...actual, loadCountries: jest.fn(actual.loadCountries) };
});
const loadCountries = jest.mocked(countries.loadCountries);

// One test: the hook keeps the loaded list for the whole file, so the order of the steps matters.
it('is null until the names load; after a failure the next use tries again; then at once', async () => {
  loadCountries.mockRejectedValueOnce(new Error('chunk failed to load'));
  const failed = renderHook(() => useCountries());
  expect(failed.result.current).toBeNull();
  await waitFor(() => expect(loadCountries).toHaveBeenCalledTimes(1));
  await Promise.resolve();
  expect(failed.result.current).toBeNull();
  failed.unmount();

  const retried = renderHook(() => useCountries());
  expect(retried.result.current).toBeNull();
  await waitFor(() => expect(retried.result.current?.find('tw')?.alpha2).toBe('TW'));
  expect(loadCountries).toHaveBeenCalledTimes(2);

  // A form mounted later gets the list on its first render, without loading again.
  const later = renderHook(() => useCountries());
  expect(later.result.current).toBe(retried.result.current);
  expect(loadCountries).toHaveBeenCalledTimes(2);
});
