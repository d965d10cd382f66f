import fc from 'fast-check';
import {
  firstIssue,
  idCard,
  isIdCard,
  isLengthBetween,
  isMail,
  isMobile,
  isPresent,
  length,
  mail,
  mobile,
  required,
  validateFields,
} from './validators';

describe('required', () => {
  it.each([null, undefined, ''])('rejects %p', (value) => {
    expect(required()(value)).toEqual({ key: 'required' });
  });
  it.each([0, false, ' ', 'a', []])('accepts %p', (value) => {
    expect(required()(value)).toBeNull();
  });
});

describe('mobile', () => {
  it.each(['123', '0912345678'])('accepts %s', (value) => expect(isMobile(value)).toBe(true));
  it.each(['12', '12a4', '+886912', ' 1234', '１２３'])('rejects %s', (value) =>
    expect(isMobile(value)).toBe(false),
  );
  it('accepts any string of at least 3 ASCII digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{3,20}$/), (value) => isMobile(value)));
  });
  it('rejects any string with a non-digit', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => /\D/.test(s)),
        (a, b) => !isMobile(a + b),
      ),
    );
  });
  it('lets an empty value through (required decides) and reports a bad one', () => {
    expect(mobile()('')).toBeNull();
    expect(mobile()('ab')).toEqual({ key: 'mobile' });
  });
});

describe('mail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org'])('accepts %s', (value) =>
    expect(isMail(value)).toBe(true),
  );
  it.each(['a@b', 'a b@c.de', '@c.de', 'a@.de', 'a@@b.de', 'plain'])('rejects %s', (value) =>
    expect(isMail(value)).toBe(false),
  );
  it('accepts generated addresses', () => {
    fc.assert(fc.property(fc.emailAddress(), (value) => isMail(value)));
  });
  it('rejects anything without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (value) => !isMail(value),
      ),
    );
  });
  it('reports the mail key', () => expect(mail()('x')).toEqual({ key: 'mail' }));
});

describe('idCard', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110101199003074477'])(
    'accepts %s',
    (value) => expect(isIdCard(value)).toBe(true),
  );
  it.each([
    '1101051949123100',
    '1101051949123100211',
    '11010519491231002Y',
    'X10105194912310021',
    '110105194912310021', // the check character should be X
    '000000000000000000', // the check character should be 1
  ])('rejects %s', (value) => expect(isIdCard(value)).toBe(false));
  it('accepts exactly one last character after any 17 digits (ISO 7064 MOD 11-2)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{17}$/),
        (head) => [...'0123456789X'].filter((last) => isIdCard(head + last)).length === 1,
      ),
    );
  });
  it('rejects every other length', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,30}$/).filter((s) => s.length !== 18),
        (value) => !isIdCard(value),
      ),
    );
  });
  it('reports the idCard key', () => expect(idCard()('123')).toEqual({ key: 'idCard' }));
});

describe('length', () => {
  it('is inclusive at both ends and counts code points', () => {
    expect(isLengthBetween('ab', 2, 4)).toBe(true);
    expect(isLengthBetween('abcd', 2, 4)).toBe(true);
    expect(isLengthBetween('a', 2, 4)).toBe(false);
    expect(isLengthBetween('abcde', 2, 4)).toBe(false);
    expect(isLengthBetween('😀😀', 2, 2)).toBe(true);
  });
  it('agrees with the character count for any string and bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(20), fc.nat(20), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        return isLengthBetween(value, min, max) === (value.length >= min && value.length <= max);
      }),
    );
  });
  it('reports min and max for the message', () => {
    expect(length(2, 4)('abcdef')).toEqual({ key: 'length', params: { min: 2, max: 4 } });
  });
});

describe('firstIssue', () => {
  it('returns the first failing rule in order', () => {
    expect(firstIssue('', [required(), mail()])).toEqual({ key: 'required' });
    expect(firstIssue('x', [required(), mail()])).toEqual({ key: 'mail' });
    expect(firstIssue('a@b.co', [required(), mail()])).toBeNull();
  });
  it('required holds exactly for values other than null, undefined and ""', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        (value) => isPresent(value) === !(value === null || value === undefined || value === ''),
      ),
    );
  });
});

describe('validateFields', () => {
  it('reports the first issue per field and nothing for valid ones', () => {
    expect(
      validateFields(
        { email: 'x', phone: '123', name: '' },
        { email: [required(), mail()], phone: [required(), mobile()], name: [required()] },
      ),
    ).toEqual({ email: { key: 'mail' }, name: { key: 'required' } });
  });
});
