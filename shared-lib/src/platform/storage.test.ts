import { isString, readStored, removeStored, writeStored } from './storage';

describe('storage with expiry', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a value', () => {
    writeStored('k', 'v');
    expect(readStored('k', isString)).toBe('v');
  });

  it('drops an expired value', () => {
    writeStored('k', 'v', -1);
    expect(readStored('k', isString)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it.each(['{not json', '"plain"', '{"value":"v"}', '{"value":5,"expires":9999999999999}'])(
    'treats the corrupt value %s as absent',
    (raw) => {
      localStorage.setItem('k', raw);
      expect(readStored('k', isString)).toBeNull();
    },
  );

  it('removes keys', () => {
    writeStored('a', 'x');
    removeStored('a');
    expect(readStored('a', isString)).toBeNull();
  });
});
