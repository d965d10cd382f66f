// What the header needs of identity verification (spec 4 "the header tip shows whenever an order needs
// verification"): whether an order needs it, and a way to ask the account remote to open the upload.
// The account remote owns the checks, polls and dialogs; it writes `orderSn` here and watches
// `uploadRequests`.
import { makeAutoObservable } from 'mobx';

export class VerificationTip {
  /** The order needing verification now, or null. */
  orderSn: string | null = null;
  /** Bumped by each `requestUpload()`: the account remote opens the upload flow on change. */
  uploadRequests = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get visible(): boolean {
    return this.orderSn !== null;
  }

  setOrder(orderSn: string | null): void {
    this.orderSn = orderSn;
  }

  /** The shopper asked to verify (header tip, an order's Verify action). */
  requestUpload(): void {
    this.uploadRequests += 1;
  }
}
