import { isValidIdCard } from './idCard';

describe('isValidIdCard (ISO 7064 MOD 11-2)', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110101199003074477'])(
    'accepts %s',
    (id) => {
      expect(isValidIdCard(id)).toBe(true);
    },
  );

  it.each([
    '000000000000000000', // check character should be 1
    '110105194912310021', // check character should be X
    '11010519491231002Y',
    '1101051949123100',
    '11010519491231002XX',
    '',
  ])('refuses %s', (id) => {
    expect(isValidIdCard(id)).toBe(false);
  });
});
