// Identity verification state of the logged-in member (spec 4). The account remote owns the rules'
// running (polls, dialogs: its `./VerificationCenter` expose, which the shell mounts on every page);
// the shell only reads `tipVisible` for the header tip and calls `requestUpload()` when it is clicked.
import { makeAutoObservable, runInAction } from 'mobx';
import { orders as ordersApi } from '../api/orders';
import type { Order } from '../api/types';
import {
  currentVerificationOrder,
  inputFormPollInterval,
  previewPollInterval,
  requiredKindsOf,
  usesThirdPartyWidget,
  verificationKind,
  type VerificationKind,
} from '../domain/verification';
import { STORAGE_KEYS, readStored, writeStored } from '../platform/storage';

export interface VerificationTarget {
  /** Order number (sn) of the order that needs verification now. */
  orderSn: string;
}

/** The dialogs the account remote's centre draws (spec 4 "Opening upload"). */
export type VerificationDialog = 'auth' | 'upload' | 'fail';

/** Spec 2: the payment result pages are excluded from order-verification checks. */
export const PAYMENT_TIPS_PATH = /^(\/zh-TW)?\/mobile\/tips\/payment/;
/** Enough to hold every order a member may have waiting at once (store-api caps pages at 50). */
export const VERIFICATION_PAGE_SIZE = 50;

/** What a run of the checks needs from the page (the account remote passes the user store's parts). */
export interface VerificationRunDeps {
  /** Spec 4: checks run only with a user token. */
  hasToken(): boolean;
  currentPath(): string;
  /** The user store's verified flag (cleared when no paid order awaits input forms). */
  setVerified(verified: boolean): void;
  fetchPreview?(): Promise<Order[]>;
  fetchUnfilled?(): Promise<Order[]>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const defaultFetchPreview = async () =>
  (await ordersApi.withPreview({ pageNum: 1, pageSize: VERIFICATION_PAGE_SIZE })).list;
const defaultFetchUnfilled = async () =>
  (await ordersApi.deliveryUnfilled({ pageNum: 1, pageSize: VERIFICATION_PAGE_SIZE })).list;

export class VerificationStore {
  /** The order needing verification now, or null when none does (set by the account remote). */
  target: VerificationTarget | null = null;
  /** Bumped by each `requestUpload()`; the account remote's centre opens the upload flow on change. */
  uploadRequests = 0;
  /** Paid orders whose checks are not both passed (GET /homs/order/preview). */
  previewOrders: Order[] = [];
  /** Paid orders awaiting their input forms (GET /homs/order/delivery/unfilled). */
  unfilledOrders: Order[] = [];
  /** The dialog open now, if any. */
  dialog: VerificationDialog | null = null;
  /** After the widget finished, upload opens the dialog instead of the widget again (spec 4). */
  widgetSkipped = false;

  private deps: VerificationRunDeps | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private inputTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<VerificationStore, 'deps' | 'previewTimer' | 'inputTimer'>(this, {
      deps: false,
      previewTimer: false,
      inputTimer: false,
    });
  }

  /** The header shows its verification tip whenever an order needs verification. */
  get tipVisible(): boolean {
    return this.target !== null;
  }

  /** The order of `target`, with its preview. */
  get current(): Order | null {
    const sn = this.target?.orderSn;
    return (sn && this.previewOrders.find((order) => order.orderSn === sn)) || null;
  }

  /** Spot check or real-name for the current order (spec 4 "Kind shown"). */
  get kind(): VerificationKind | null {
    return this.current ? verificationKind(this.current) : null;
  }

  /** The current kind requires the third-party widget (a kind containing "sumsub"). */
  get requiresWidget(): boolean {
    const order = this.current;
    const kind = this.kind;
    return !!order && !!kind && usesThirdPartyWidget(requiredKindsOf(order, kind));
  }

  /** The widget opens for the current order: required and not skipped (spec 4). */
  get usesWidget(): boolean {
    return this.requiresWidget && !this.widgetSkipped;
  }

  /** The rejection reason of the current kind, '' when none. */
  get rejectReason(): string {
    const preview = this.current?.preview;
    if (!preview || !this.kind) return '';
    return (this.kind === 'spotcheck' ? preview.spotcheckRejectReason : preview.realnameRejectReason) ?? '';
  }

  get previewPollMs(): number | null {
    return previewPollInterval(this.previewOrders);
  }

  get inputPollMs(): number | null {
    return inputFormPollInterval(this.unfilledOrders);
  }

  setTarget(target: VerificationTarget | null): void {
    this.target = target;
  }

  /** The shopper asked to verify (header tip, order list): the account remote opens upload. */
  requestUpload(): void {
    this.uploadRequests += 1;
  }

  openDialog(dialog: VerificationDialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /**
   * Spec 4 "Opening upload": the widget when a third-party kind is required and not skipped (the
   * caller opens its popup: returned 'widget'), else the upload dialog, closing auth and fail.
   */
  openUpload(): 'widget' | 'dialog' | null {
    if (!this.current || !this.kind) return null;
    if (this.usesWidget) {
      this.dialog = null;
      return 'widget';
    }
    this.dialog = 'upload';
    return 'dialog';
  }

  /** "Verify again" after the widget finished: the next upload opens the widget again. */
  resetWidgetSkip(): void {
    this.widgetSkipped = false;
  }

  /** The widget finished: the upload dialog opens with the widget skipped, and the orders re-check. */
  widgetFinished(): void {
    this.widgetSkipped = true;
    this.dialog = 'upload';
    void this.checkPreview();
  }

  // --- the auth dialog once per order (spec 4: remembered in the order auth log) -----------------

  authShown(orderSn: string): boolean {
    return (readStored(STORAGE_KEYS.orderAuthLog, isStringList) ?? []).includes(orderSn);
  }

  rememberAuth(orderSn: string): void {
    const log = readStored(STORAGE_KEYS.orderAuthLog, isStringList) ?? [];
    if (!log.includes(orderSn)) writeStored(STORAGE_KEYS.orderAuthLog, [...log, orderSn]);
  }

  // --- the checks and their polls ---------------------------------------------------------------

  /** Starts both checks (and their polls); returns the stop function. */
  start(deps: VerificationRunDeps): () => void {
    this.stop();
    this.deps = deps;
    void this.checkAll();
    return () => this.stop();
  }

  /** Stops the polls and forgets the state (logout, unmount). */
  stop(): void {
    this.clearTimers();
    this.deps = null;
    this.target = null;
    this.previewOrders = [];
    this.unfilledOrders = [];
    this.dialog = null;
    this.widgetSkipped = false;
  }

  /** Both checks now (e.g. after a navigation or an order action). */
  async checkAll(): Promise<void> {
    await Promise.all([this.checkPreview(), this.checkInputForms()]);
  }

  private canCheck(): boolean {
    const deps = this.deps;
    return !!deps && deps.hasToken() && !PAYMENT_TIPS_PATH.test(deps.currentPath());
  }

  /** Orders needing verification; sets the target, opens the auth dialog once per order, polls 15 s. */
  async checkPreview(): Promise<void> {
    const deps = this.deps;
    if (this.previewTimer) clearTimeout(this.previewTimer);
    this.previewTimer = null;
    if (!deps || !this.canCheck()) return;
    let list: Order[];
    try {
      list = await (deps.fetchPreview ?? defaultFetchPreview)();
    } catch {
      list = this.previewOrders; // keep what we knew; the next poll tries again
    }
    if (this.deps !== deps) return; // stopped meanwhile
    runInAction(() => this.applyPreview(list));
    const interval = this.previewPollMs;
    if (interval !== null) this.previewTimer = setTimeout(() => void this.checkPreview(), interval);
  }

  /** Paid orders awaiting input forms: 20 s poll while any remain; none left clears the flag. */
  async checkInputForms(): Promise<void> {
    const deps = this.deps;
    if (this.inputTimer) clearTimeout(this.inputTimer);
    this.inputTimer = null;
    if (!deps || !this.canCheck()) return;
    let list: Order[];
    try {
      list = await (deps.fetchUnfilled ?? defaultFetchUnfilled)();
    } catch {
      list = this.unfilledOrders;
    }
    if (this.deps !== deps) return;
    runInAction(() => {
      this.unfilledOrders = list;
    });
    const interval = this.inputPollMs;
    deps.setVerified(interval !== null);
    if (interval !== null) this.inputTimer = setTimeout(() => void this.checkInputForms(), interval);
  }

  private applyPreview(list: Order[]): void {
    this.previewOrders = list;
    const current = currentVerificationOrder(list);
    const kind = current ? verificationKind(current) : null;
    const previousSn = this.target?.orderSn ?? null;
    this.target = current && kind ? { orderSn: current.orderSn } : null;
    if (!this.target) {
      this.dialog = null;
      this.widgetSkipped = false;
      return;
    }
    if (this.target.orderSn !== previousSn) this.widgetSkipped = false;
    // The auth dialog (or, after a rejection, the fail dialog) shows once per order.
    if (this.dialog === null && !this.authShown(this.target.orderSn)) {
      this.rememberAuth(this.target.orderSn);
      this.dialog = this.rejectReason ? 'fail' : 'auth';
    }
  }

  private clearTimers(): void {
    if (this.previewTimer) clearTimeout(this.previewTimer);
    if (this.inputTimer) clearTimeout(this.inputTimer);
    this.previewTimer = null;
    this.inputTimer = null;
  }
}
