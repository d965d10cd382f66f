// What the identity widget script puts on `window` (shared-lib's vendorGlobal reads it by name); the store-api
// sandbox implements the same shape (shared-lib/src/integrations/README.md).

/** Identity widget (scripts.identityWidget). */
export interface IdentityWidgetGlobal {
  init(options: IdentityWidgetInitOptions): IdentityWidgetInstance;
}

export type IdentityWidgetEvent =
  'onStepCompleted' | 'onApplicantStatusChanged' | 'onInitialized' | 'onError' | 'onApplicantLoaded';

export interface IdentityWidgetInitOptions {
  accessToken: string;
  lang: string;
  theme: 'dark' | 'light';
  adaptIframeHeight: boolean;
  addViewportTag: boolean;
  scrollIntoView: boolean;
  /** Every widget event goes through here, payload per event (see README.md). */
  onEvent(event: IdentityWidgetEvent, payload: unknown): void;
}

export interface IdentityWidgetInstance {
  /** Opens the widget's iframe inside the container. */
  launch(container: HTMLElement): void;
  /** A fresh token after an invalid-token error. */
  updateAccessToken(token: string): void;
  /** Shows a message inside the widget (e.g. a failed token refresh). */
  sendMessage(message: string): void;
  destroy(): void;
}
