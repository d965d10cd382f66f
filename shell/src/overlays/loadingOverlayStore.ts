// The site's loading overlay, which only the shell shows: while a login or a logout changes the whole
// page, and while a page stays on screen because its next address loads slowly. Counted: it stays until
// every caller has hidden it. One per store set, as the page's other overlays.
import { makeAutoObservable } from 'mobx';
import { perStoreSet } from '../app/perStoreSet';

export interface LoadingOverlayOptions {
  /** Replaces the translated "Loading". */
  text?: string;
  /** CSS background of the overlay. */
  background?: string;
}

export class LoadingOverlayStore {
  visible = false;
  text: string | null = null;
  background: string | null = null;
  private count = 0;

  constructor() {
    makeAutoObservable<LoadingOverlayStore, 'count'>(this, { count: false });
  }

  show(options: LoadingOverlayOptions = {}): void {
    this.count += 1;
    this.visible = true;
    this.text = options.text ?? null;
    this.background = options.background ?? null;
  }

  hide(): void {
    this.count = Math.max(0, this.count - 1);
    if (this.count > 0) return;
    this.visible = false;
    this.text = null;
    this.background = null;
  }
}

export const loadingOverlay = perStoreSet(() => new LoadingOverlayStore());
