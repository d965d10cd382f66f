import { toE164 } from './phoneNumbers';

describe('toE164', () => {
  it.each([
    ['+886', '912345678'],
    ['+886', '0912345678'],
    ['+886', '00886912345678'],
    ['+886', '+886912345678'],
    ['+886', '+886 912 345 678'],
    ['+886', '0912-345-678'],
    ['+886', '(0912) 345 678'],
  ])('reads %s %s as +886912345678', (prefix, phone) => {
    expect(toE164(prefix, phone)).toBe('+886912345678');
  });

  it('drops the US trunk 1 of an 11-digit number', () => {
    expect(toE164('+1', '15550001111')).toBe('+15550001111');
    expect(toE164('+1', '5550001111')).toBe('+15550001111');
    expect(toE164('+1', '001 555 000 1111')).toBe('+15550001111');
  });

  it('reads the trunk prefix of each country', () => {
    expect(toE164('+44', '07700 900123')).toBe('+447700900123');
    expect(toE164('+86', '138 0013 8000')).toBe('+8613800138000');
    expect(toE164('+852', '9123 4567')).toBe('+85291234567');
  });

  it('keeps the leading 0 that belongs to an Italian number', () => {
    expect(toE164('+39', '0612345678')).toBe('+390612345678');
    expect(toE164('+39', '0039 06 1234 5678')).toBe('+390612345678');
  });

  it('refuses a number given with another country code, too short or too long', () => {
    expect(toE164('+886', '+1 555 000 1111')).toBeNull();
    // 00 dials abroad: this is an Indian number (+91), not a Taiwanese one.
    expect(toE164('+886', '00912345678')).toBeNull();
    expect(toE164('+886', '0012')).toBeNull();
    expect(toE164('+886', '00')).toBeNull();
    expect(toE164('+886', '9'.repeat(13))).toBeNull();
    expect(toE164('+886', '91234x678')).toBeNull();
    expect(toE164('886', '912345678')).toBeNull();
    expect(toE164('+886', '')).toBeNull();
  });
});
