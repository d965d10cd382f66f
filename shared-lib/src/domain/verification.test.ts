import { parseRequiredKinds, verificationKind, type VerifiableOrder } from './verification';

const order = (
  over: Partial<VerifiableOrder> = {},
  preview: VerifiableOrder['preview'] = {},
): VerifiableOrder => ({
  orderSn: 'SN1',
  status: 0,
  inputStatus: 0,
  preview,
  ...over,
});

describe('required kinds', () => {
  it('splits at ASCII and full-width commas and trims', () => {
    expect(parseRequiredKinds('idcard, sumsub_kyc，selfie')).toEqual(['idcard', 'sumsub_kyc', 'selfie']);
    expect(parseRequiredKinds('')).toEqual([]);
    expect(parseRequiredKinds(null)).toEqual([]);
    expect(parseRequiredKinds(' ,，')).toEqual([]);
  });
});

describe('verification kind', () => {
  it.each([-1, 0, 1])('shows the spot check first when required and status %i', (status) => {
    const o = order(
      {},
      { spotcheckRequired: 'a', spotcheckStatus: status, realnameRequired: 'b', realnameStatus: 0 },
    );
    expect(verificationKind(o)).toBe('spotcheck');
  });
  it('falls back to real-name by the same rule', () => {
    expect(
      verificationKind(
        order({}, { spotcheckRequired: 'a', spotcheckStatus: 2, realnameRequired: 'b', realnameStatus: -1 }),
      ),
    ).toBe('realname');
    expect(
      verificationKind(order({}, { spotcheckStatus: 0, realnameRequired: 'b', realnameStatus: 1 })),
    ).toBe('realname');
  });
  it('shows nothing when nothing is required or all passed', () => {
    expect(verificationKind(order({}, { realnameStatus: 0 }))).toBeNull();
    expect(verificationKind(order({}, { realnameRequired: 'b', realnameStatus: 2 }))).toBeNull();
    expect(verificationKind(order({ preview: null }))).toBeNull();
  });
  it.each([-1, 1])('shows nothing for a paid order with inputStatus %i', (inputStatus) => {
    expect(
      verificationKind(order({ status: 1, inputStatus }, { spotcheckRequired: 'a', spotcheckStatus: 0 })),
    ).toBeNull();
  });
  it('still shows it for a paid order whose forms are done', () => {
    expect(
      verificationKind(order({ status: 1, inputStatus: 2 }, { spotcheckRequired: 'a', spotcheckStatus: 0 })),
    ).toBe('spotcheck');
  });
});
