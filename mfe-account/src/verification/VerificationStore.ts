// Identity verification state of the logged-in member. The account remote runs the rules
// (polls, dialogs) through its `./VerificationCenter` expose, which the shell mounts on every page and
// which writes the current order into the shared `verificationTip` the header reads. One instance per
// store set (verificationOf.ts): the browser's tab, a request on the store's server, a test.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  STORAGE_KEYS,
  readStored,
  verificationKind,
  writeStored,
  type Order,
  type VerificationKind,
} from '@topup/shared-lib';
import { rejectReasonOf } from './dueVerification';
import {
  currentVerificationOrder,
  inputFormPollInterval,
  previewPollInterval,
  requiredKindsOf,
  usesThirdPartyWidget,
} from './verificationRules';
import type { verificationApi } from './verificationApi';

export interface VerificationTarget {
  /** Order number (sn) of the order that needs verification now. */
  orderSn: string;
}

/** The dialogs the account remote's centre draws. */
export type VerificationDialog = 'auth' | 'upload' | 'fail';

/** The payment result pages are excluded from order-verification checks. */
export const PAYMENT_TIPS_PATH = /^(\/zh-TW)?\/mobile\/tips\/payment/;
/** Enough to hold every order a member may have waiting at once (store-api caps pages at 50). */
export const VERIFICATION_PAGE_SIZE = 50;

/** The two reads of the checks. */
export type VerificationReads = Pick<ReturnType<typeof verificationApi>, 'withPreview' | 'deliveryUnfilled'>;

/** What a run of the checks needs from the page (the centre passes the user store's parts). */
export interface VerificationRunDeps {
  /** Checks run only with a user token. */
  hasToken(): boolean;
  currentPath(): string;
  /** The user store's verified flag (cleared when no paid order awaits input forms). */
  setVerified(verified: boolean): void;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The query of both checks' reads (and of the verification page's loader). */
export const VERIFICATION_QUERY = { pageNum: 1, pageSize: VERIFICATION_PAGE_SIZE } as const;

export class VerificationStore {
  /** The order needing verification now, or null when none does. */
  target: VerificationTarget | null = null;
  /** Whether a preview check has answered since the start (until then the list below is not known). */
  previewChecked = false;
  /** Paid orders whose checks are not both passed (GET /homs/order/preview). */
  previewOrders: Order[] = [];
  /** Paid orders awaiting their input forms (GET /homs/order/delivery/unfilled). */
  unfilledOrders: Order[] = [];
  /** The dialog open now, if any. */
  dialog: VerificationDialog | null = null;
  /** After the widget finished, upload opens the dialog instead of the widget again. */
  widgetSkipped = false;

  /** The order the shopper chose to verify (an order's Verify action), kept while it needs verification. */
  private chosenSn: string | null = null;
  private deps: VerificationRunDeps | null = null;
  private previewTimer: ReturnType<typeof setTimeout> | null = null;
  private inputTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly reads: VerificationReads) {
    makeAutoObservable<VerificationStore, 'reads' | 'deps' | 'previewTimer' | 'inputTimer'>(this, {
      reads: false,
      deps: false,
      previewTimer: false,
      inputTimer: false,
    });
  }

  /** The header's tip shows whenever an order needs verification (the centre writes it there). */
  get tipVisible(): boolean {
    return this.target !== null;
  }

  /** The order of `target`, with its preview. */
  get current(): Order | null {
    const sn = this.target?.orderSn;
    return (sn && this.previewOrders.find((order) => order.orderSn === sn)) || null;
  }

  /** Spot check or real-name for the current order. */
  get kind(): VerificationKind | null {
    return this.current ? verificationKind(this.current) : null;
  }

  /** The current kind requires the third-party widget (a kind containing "sumsub"). */
  get requiresWidget(): boolean {
    const order = this.current;
    const kind = this.kind;
    return !!order && !!kind && usesThirdPartyWidget(requiredKindsOf(order, kind));
  }

  /** The widget opens for the current order: required and not skipped. */
  get usesWidget(): boolean {
    return this.requiresWidget && !this.widgetSkipped;
  }

  /** The rejection reason of the current kind, '' when none. */
  get rejectReason(): string {
    return this.current && this.kind ? rejectReasonOf(this.current, this.kind) : '';
  }

  get previewPollMs(): number | null {
    return previewPollInterval(this.previewOrders);
  }

  get inputPollMs(): number | null {
    return inputFormPollInterval(this.unfilledOrders);
  }

  /**
   * The shopper chose to verify this order (its Verify action in the order list, the verification
   * page): it becomes the current one, and stays so while it needs verification, so a later check does
   * not swap the order under an open dialog. It has started verifying, so its auth dialog is not shown.
   */
  pointAt(order: Order): void {
    if (!verificationKind(order)) return;
    if (!this.previewOrders.some((known) => known.orderSn === order.orderSn)) {
      this.previewOrders = [...this.previewOrders, order];
    }
    this.chosenSn = order.orderSn;
    this.rememberAuth(order.orderSn);
    this.showTarget(order.orderSn);
  }

  openDialog(dialog: VerificationDialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /**
   * The widget when a third-party kind is required and not skipped (the
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

  // --- the auth dialog once per order (remembered in the order auth log) -----------------

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
    this.chosenSn = null;
    this.previewChecked = false;
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
      list = (await this.reads.withPreview(VERIFICATION_QUERY)).list;
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
      list = (await this.reads.deliveryUnfilled(VERIFICATION_QUERY)).list;
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
    this.previewChecked = true;
    const chosen = list.find((order) => order.orderSn === this.chosenSn && verificationKind(order));
    if (!chosen) this.chosenSn = null;
    // The last order needing verification is the current one, unless the shopper chose one.
    const current = chosen ?? currentVerificationOrder(list);
    this.showTarget(current && verificationKind(current) ? current.orderSn : null);
    if (!this.target) return;
    // The auth dialog (or, after a rejection, the fail dialog) shows once per order.
    if (this.dialog === null && !this.authShown(this.target.orderSn)) {
      this.rememberAuth(this.target.orderSn);
      this.dialog = this.rejectReason ? 'fail' : 'auth';
    }
  }

  /** A new current order starts without the widget skipped; none closes the dialogs. */
  private showTarget(orderSn: string | null): void {
    if (orderSn !== (this.target?.orderSn ?? null)) this.widgetSkipped = false;
    this.target = orderSn ? { orderSn } : null;
    if (!this.target) {
      this.dialog = null;
      this.widgetSkipped = false;
    }
  }

  private clearTimers(): void {
    if (this.previewTimer) clearTimeout(this.previewTimer);
    if (this.inputTimer) clearTimeout(this.inputTimer);
    this.previewTimer = null;
    this.inputTimer = null;
  }
}
