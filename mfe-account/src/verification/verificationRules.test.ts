import type { VerifiableOrder } from '@topup/shared-lib';
import {
  INPUT_FORM_POLL_MS,
  VERIFICATION_PREVIEW_POLL_MS,
  currentVerificationOrder,
  inputFormPollInterval,
  needsVerification,
  previewPollInterval,
  requiredKindsOf,
  usesThirdPartyWidget,
} from './verificationRules';

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

describe('the widget', () => {
  it('reads the required kinds of the kind shown', () => {
    const o = order({}, { spotcheckRequired: 'a', spotcheckStatus: 0, realnameRequired: 'b, c' });
    expect(requiredKindsOf(o, 'spotcheck')).toEqual(['a']);
    expect(requiredKindsOf(o, 'realname')).toEqual(['b', 'c']);
  });
  it('uses the widget when a kind contains sumsub', () => {
    expect(usesThirdPartyWidget(['idcard', 'SumSub-basic'])).toBe(true);
    expect(usesThirdPartyWidget(['idcard'])).toBe(false);
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
