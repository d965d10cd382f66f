// Identity verification state of the logged-in member (spec 4). The account remote owns the rules'
// running (polls, dialogs: its `./VerificationCenter` expose, which the shell mounts on every page);
// the shell only reads `tipVisible` for the header tip and calls `requestUpload()` when it is clicked.
import { makeAutoObservable } from 'mobx';

export interface VerificationTarget {
  /** Order number (sn) of the order that needs verification now. */
  orderSn: string;
}

export class VerificationStore {
  /** The order needing verification now, or null when none does (set by the account remote). */
  target: VerificationTarget | null = null;
  /** Bumped by each `requestUpload()`; the account remote's centre opens the upload flow on change. */
  uploadRequests = 0;

  constructor() {
    makeAutoObservable(this);
  }

  /** The header shows its verification tip whenever an order needs verification. */
  get tipVisible(): boolean {
    return this.target !== null;
  }

  setTarget(target: VerificationTarget | null): void {
    this.target = target;
  }

  /** The shopper asked to verify (header tip, order list): the account remote opens upload. */
  requestUpload(): void {
    this.uploadRequests += 1;
  }
}
