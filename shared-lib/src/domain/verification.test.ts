import {
  INPUT_FORM_POLL_MS,
  VERIFICATION_PREVIEW_POLL_MS,
  currentVerificationOrder,
  inputFormPollInterval,
  needsVerification,
  parseRequiredKinds,
  previewPollInterval,
  requiredKindsOf,
  usesThirdPartyWidget,
  verificationKind,
  type VerifiableOrder,
} from './verification';

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
  it('uses the widget when a kind contains sumsub', () => {
    expect(usesThirdPartyWidget(['idcard', 'SumSub-basic'])).toBe(true);
    expect(usesThirdPartyWidget(['idcard'])).toBe(false);
  });
});

describe('verification kind', () => {
  it.each([-1, 0, 1])('shows the spot check first when required and status %i', (status) => {
    const o = order(
      {},
      { spotcheckRequired: 'a', spotcheckStatus: status, realnameRequired: 'b', realnameStatus: 0 },
    );
    expect(verificationKind(o)).toBe('spotcheck');
    expect(requiredKindsOf(o, 'spotcheck')).toEqual(['a']);
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

describe('orders needing verification', () => {
  it('needs it unless both statuses are 2; the last is current', () => {
    const done = order({ orderSn: 'A' }, { realnameStatus: 2, spotcheckStatus: 2 });
    const half = order({ orderSn: 'B' }, { realnameStatus: 2, spotcheckStatus: 1 });
    const open = order({ orderSn: 'C' }, { realnameStatus: 0, spotcheckStatus: 2 });
    expect(needsVerification(done)).toBe(false);
    expect(needsVerification(half)).toBe(true);
    expect(currentVerificationOrder([half, open, done])?.orderSn).toBe('C');
    expect(currentVerificationOrder([done])).toBeNull();
  });
});

describe('poll intervals', () => {
  it('polls previews every 15 s when status 1 appears in either status', () => {
    expect(previewPollInterval([order({}, { realnameStatus: 1 })])).toBe(VERIFICATION_PREVIEW_POLL_MS);
    expect(previewPollInterval([order({}, { spotcheckStatus: 1 })])).toBe(15_000);
    expect(previewPollInterval([order({}, { realnameStatus: 0, spotcheckStatus: 2 })])).toBeNull();
  });
  it('polls input forms every 20 s for paid orders with inputStatus 1 or -1', () => {
    expect(inputFormPollInterval([order({ status: 1, inputStatus: -1 })])).toBe(INPUT_FORM_POLL_MS);
    expect(inputFormPollInterval([order({ status: 1, inputStatus: 1 })])).toBe(20_000);
    expect(inputFormPollInterval([order({ status: 0, inputStatus: 1 })])).toBeNull();
    expect(inputFormPollInterval([order({ status: 1, inputStatus: 2 })])).toBeNull();
    expect(inputFormPollInterval([])).toBeNull();
  });
});
