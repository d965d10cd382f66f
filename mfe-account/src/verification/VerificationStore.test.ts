import { STORAGE_KEYS, type Order, type OrderPreview, type Page } from '@topup/shared-lib';
import { orderFixture } from '@topup/shared-lib/testing';
import { type PageQuery } from './verificationApi';
import { VERIFICATION_QUERY, VerificationStore, type VerificationRunDeps } from './VerificationStore';
import { INPUT_FORM_POLL_MS, VERIFICATION_PREVIEW_POLL_MS } from './verificationRules';

// A paid order (status 1): the kind the preview poll watches.
const order = (orderSn: string, over: Partial<Order> = {}, p: Partial<OrderPreview> = {}): Order =>
  orderFixture({ id: 1, orderSn, status: 1, ...over }, p);

const page = (list: Order[]): Page<Order> => ({ list, total: list.length, pageNum: 1, pageSize: 50 });

/** The store's two reads, answering these lists. */
function reads(previewList: Order[], unfilled: Order[] = []) {
  return {
    withPreview: jest.fn<Promise<Page<Order>>, [PageQuery?]>(async () => page(previewList)),
    deliveryUnfilled: jest.fn<Promise<Page<Order>>, [PageQuery?]>(async () => page(unfilled)),
  };
}

function runDeps(over: Partial<VerificationRunDeps> = {}) {
  return { hasToken: () => true, currentPath: () => '/user', setVerified: jest.fn(), ...over };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

// The kind of check shown and the preview poll, per preview statuses and required kinds.
describe.each([
  // spotcheck required, spotcheck status, realname required, realname status -> kind, widget, poll
  ['selfie', -1, 'idcard', 0, 'spotcheck', false, null],
  ['selfie', 0, '', 2, 'spotcheck', false, null],
  ['selfie', 1, 'idcard', 0, 'spotcheck', false, VERIFICATION_PREVIEW_POLL_MS],
  ['', 2, 'idcard', -1, 'realname', false, null],
  ['', 2, 'idcard，photo', 1, 'realname', false, VERIFICATION_PREVIEW_POLL_MS],
  ['', 2, 'sumsub', 0, 'realname', true, null],
  ['sumsub_selfie', 0, 'idcard', 0, 'spotcheck', true, null],
  ['selfie', 2, 'sumsub,idcard', 1, 'realname', true, VERIFICATION_PREVIEW_POLL_MS],
  ['', 0, '', 1, null, false, VERIFICATION_PREVIEW_POLL_MS],
] as const)(
  'spot check %p (status %p), real-name %p (status %p)',
  (spotcheckRequired, spotcheckStatus, realnameRequired, realnameStatus, kind, widget, poll) => {
    it(`shows ${String(kind)}, widget ${String(widget)}, preview poll ${String(poll)}`, async () => {
      const o = order('SN1', {}, { spotcheckRequired, spotcheckStatus, realnameRequired, realnameStatus });
      const store = new VerificationStore(reads([o]));
      store.start(runDeps());
      await flush();
      expect(store.kind).toBe(kind);
      expect(store.tipVisible).toBe(kind !== null);
      expect(store.usesWidget).toBe(widget);
      expect(store.previewPollMs).toBe(poll);
      store.stop();
    });
  },
);

describe('VerificationStore', () => {
  it('reads both lists with the page of every waiting order', async () => {
    const r = reads([]);
    const store = new VerificationStore(r);
    store.start(runDeps());
    await flush();
    expect(r.withPreview).toHaveBeenCalledWith(VERIFICATION_QUERY);
    expect(r.deliveryUnfilled).toHaveBeenCalledWith(VERIFICATION_QUERY);
    expect(store.previewChecked).toBe(true);
    store.stop();
    expect(store.previewChecked).toBe(false);
  });

  it('shows nothing for a paid order still awaiting its input forms, and polls those every 20 s', async () => {
    const waiting = order('SN9', { inputStatus: 1 }, { spotcheckRequired: 'selfie', spotcheckStatus: 0 });
    const r = reads([waiting], [waiting]);
    const d = runDeps();
    const store = new VerificationStore(r);
    store.start(d);
    await flush();
    expect(store.kind).toBeNull();
    expect(store.tipVisible).toBe(false);
    expect(store.inputPollMs).toBe(INPUT_FORM_POLL_MS);
    expect(d.setVerified).toHaveBeenLastCalledWith(true);
    expect(r.deliveryUnfilled).toHaveBeenCalledTimes(1);
    // Filled in meanwhile: the next poll finds none and clears the flag, and polling stops.
    r.deliveryUnfilled.mockResolvedValue(page([]));
    jest.advanceTimersByTime(INPUT_FORM_POLL_MS);
    await flush();
    expect(r.deliveryUnfilled).toHaveBeenCalledTimes(2);
    expect(d.setVerified).toHaveBeenLastCalledWith(false);
    jest.advanceTimersByTime(INPUT_FORM_POLL_MS * 3);
    await flush();
    expect(r.deliveryUnfilled).toHaveBeenCalledTimes(2);
    store.stop();
  });

  it('re-checks every 15 s while a status is 1 and stops when the review is done', async () => {
    const reviewing = order('SN1', {}, { realnameRequired: 'idcard', realnameStatus: 1 });
    const r = reads([reviewing]);
    const store = new VerificationStore(r);
    store.start(runDeps());
    await flush();
    expect(r.withPreview).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(VERIFICATION_PREVIEW_POLL_MS - 1);
    expect(r.withPreview).toHaveBeenCalledTimes(1);
    r.withPreview.mockResolvedValue(page([]));
    jest.advanceTimersByTime(1);
    await flush();
    expect(r.withPreview).toHaveBeenCalledTimes(2);
    expect(store.tipVisible).toBe(false);
    jest.advanceTimersByTime(VERIFICATION_PREVIEW_POLL_MS * 2);
    expect(r.withPreview).toHaveBeenCalledTimes(2);
    store.stop();
  });

  it('never checks without a token nor on the payment tips pages', async () => {
    const o = order('SN1', {}, { realnameRequired: 'idcard', realnameStatus: 0 });
    const cases: Partial<VerificationRunDeps>[] = [
      { hasToken: () => false },
      { currentPath: () => '/mobile/tips/payment-success.html' },
      { currentPath: () => '/zh-TW/mobile/tips/payment-failed.html' },
    ];
    for (const over of cases) {
      const r = reads([o]);
      const store = new VerificationStore(r);
      store.start(runDeps(over));
      await flush();
      expect(r.withPreview).not.toHaveBeenCalled();
      expect(r.deliveryUnfilled).not.toHaveBeenCalled();
      expect(store.tipVisible).toBe(false);
      store.stop();
    }
  });

  it('targets the last order needing verification and opens the auth dialog once per order', async () => {
    const first = order('SN1', {}, { spotcheckRequired: 'selfie', spotcheckStatus: -1 });
    const last = order('SN2', {}, { realnameRequired: 'idcard', realnameStatus: 0 });
    const store = new VerificationStore(reads([first, last]));
    store.start(runDeps());
    await flush();
    expect(store.target).toEqual({ orderSn: 'SN2' });
    expect(store.dialog).toBe('auth');
    expect(localStorage.getItem(STORAGE_KEYS.orderAuthLog)).toContain('SN2');
    store.closeDialog();
    // A later visit (new start) does not show it again.
    store.start(runDeps());
    await flush();
    expect(store.dialog).toBeNull();
    expect(store.tipVisible).toBe(true);
    store.stop();
  });

  it('keeps the order the shopper chose while it needs verification, without its auth dialog', async () => {
    const chosen = order('SN1', {}, { spotcheckRequired: 'selfie', spotcheckStatus: 1 });
    const last = order('SN2', {}, { realnameRequired: 'idcard', realnameStatus: 0 });
    const r = reads([chosen, last]);
    const store = new VerificationStore(r);
    store.start(runDeps());
    await flush();
    expect(store.target).toEqual({ orderSn: 'SN2' });
    store.closeDialog();
    store.pointAt(chosen);
    expect(store.target).toEqual({ orderSn: 'SN1' });
    expect(store.authShown('SN1')).toBe(true);
    // The review poll (status 1) keeps it current.
    jest.advanceTimersByTime(VERIFICATION_PREVIEW_POLL_MS);
    await flush();
    expect(r.withPreview).toHaveBeenCalledTimes(2);
    expect(store.target).toEqual({ orderSn: 'SN1' });
    expect(store.dialog).toBeNull();
    // Passed: the current order is back.
    r.withPreview.mockResolvedValue(page([last]));
    await store.checkAll();
    expect(store.target).toEqual({ orderSn: 'SN2' });
    // An order needing no verification is never pointed at.
    store.pointAt(order('SN3'));
    expect(store.target).toEqual({ orderSn: 'SN2' });
    store.stop();
  });

  it('opens the fail dialog with the reason when the order was rejected', async () => {
    const rejected = order(
      'SN3',
      {},
      { realnameRequired: 'idcard', realnameStatus: 0, realnameRejectReason: 'Blurry photo' },
    );
    const store = new VerificationStore(reads([rejected]));
    store.start(runDeps());
    await flush();
    expect(store.dialog).toBe('fail');
    expect(store.rejectReason).toBe('Blurry photo');
    store.stop();
  });

  it('opens the widget for a sumsub kind, the upload dialog once the widget finished', async () => {
    const o = order('SN7', {}, { realnameRequired: 'sumsub', realnameStatus: 0 });
    const store = new VerificationStore(reads([o]));
    store.start(runDeps());
    await flush();
    expect(store.dialog).toBe('auth');
    expect(store.openUpload()).toBe('widget');
    expect(store.dialog).toBeNull();
    store.widgetFinished();
    expect(store.dialog).toBe('upload');
    await flush();
    expect(store.widgetSkipped).toBe(true);
    expect(store.openUpload()).toBe('dialog');
    store.stop();
  });

  it('opens the upload dialog (closing auth and fail) for other kinds, nothing without a target', async () => {
    const o = order('SN6', {}, { realnameRequired: 'idcard,photo', realnameStatus: 0 });
    const store = new VerificationStore(reads([o]));
    expect(store.openUpload()).toBeNull();
    store.start(runDeps());
    await flush();
    store.openDialog('fail');
    expect(store.openUpload()).toBe('dialog');
    expect(store.dialog).toBe('upload');
    store.stop();
    expect(store.target).toBeNull();
  });

  it('keeps the last answer when a check fails', async () => {
    const o = order('SN6', {}, { realnameRequired: 'idcard', realnameStatus: 1 });
    const r = reads([o]);
    const store = new VerificationStore(r);
    store.start(runDeps());
    await flush();
    r.withPreview.mockRejectedValue(new Error('offline'));
    jest.advanceTimersByTime(VERIFICATION_PREVIEW_POLL_MS);
    await flush();
    expect(store.tipVisible).toBe(true);
    store.stop();
  });
});
