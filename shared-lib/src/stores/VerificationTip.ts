// What the header needs of identity verification: whether an order needs it, and a way to ask the account remote to open the upload.
// The account remote owns the checks, polls and dialogs; it writes `orderSn` here and watches
// `uploadRequests`.
import { makeAutoObservable } from 'mobx';

export class VerificationTip {
  /** The order needing verification now, or null. */
  orderSn: string | null = null;
  /** Bumped by each `requestUpload()`: the account remote opens the upload flow on change. */
  uploadRequests = 0;
  /** The order the last request named (an order's own Verify action), or null for the current one. */
  requestedOrderSn: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get visible(): boolean {
    return this.orderSn !== null;
  }

  setOrder(orderSn: string | null): void {
    this.orderSn = orderSn;
  }

  /**
   * The shopper asked to verify (header tip: the current order; an order's Verify action: that order,
   * which the account remote points at before opening the flow).
   */
  requestUpload(orderSn: string | null = null): void {
    this.requestedOrderSn = orderSn;
    this.uploadRequests += 1;
  }
}
