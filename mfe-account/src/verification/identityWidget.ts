// Identity-verification widget adapter. Needs a string access token and a
// token-update callback (the order token call); an invalid-token error refreshes the token, a failed
// refresh tells the widget "failed to update access token"; other errors go to the caller's handler.
import {
  LANGUAGE_COOKIE,
  getRuntimeConfig,
  loadScript,
  readCookie,
  vendorGlobal,
  type RuntimeConfig,
} from '@topup/shared-lib';
import type {
  IdentityWidgetEvent,
  IdentityWidgetGlobal,
  IdentityWidgetInitOptions,
  IdentityWidgetInstance,
} from './identityWidgetGlobal';

export const IDENTITY_TOKEN_REFRESH_FAILED = 'failed to update access token';
/** Error code the widget sends when its token expired or is invalid. */
export const IDENTITY_INVALID_TOKEN_CODE = 'invalid-token';
/** The widget launches 100 ms after its popup opens; the popup shows 800 ms after the applicant loads. */
export const IDENTITY_WIDGET_LAUNCH_DELAY_MS = 100;
export const IDENTITY_WIDGET_REVEAL_DELAY_MS = 800;
export const IDENTITY_WIDGET_DEFAULTS = {
  adaptIframeHeight: true,
  addViewportTag: true,
  scrollIntoView: true,
  theme: 'dark',
} as const;

export interface IdentityWidgetHandlers {
  onStepCompleted?(payload: unknown): void;
  onApplicantStatusChanged?(payload: { reviewStatus?: string; [key: string]: unknown }): void;
  onInitialized?(): void;
  onError?(error: { code: string }): void;
  onApplicantLoaded?(payload: unknown): void;
}

export interface IdentityWidgetOptions {
  container: HTMLElement;
  accessToken: string;
  /** Gets a fresh token (the order token call); rejects or returns '' when it cannot. */
  updateAccessToken: () => Promise<string>;
  handlers?: IdentityWidgetHandlers;
  signal?: AbortSignal;
}

export class IdentityWidgetError extends Error {
  override name = 'IdentityWidgetError';
}

/** The widget language follows the i18n_redirected cookie (default en). */
export const identityWidgetLanguage = (): string => readCookie(LANGUAGE_COOKIE) || 'en';

const record = (payload: unknown): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};

export async function launchIdentityWidget(
  options: IdentityWidgetOptions,
  config: () => RuntimeConfig = getRuntimeConfig,
): Promise<IdentityWidgetInstance> {
  if (typeof options.accessToken !== 'string' || !options.accessToken) {
    throw new IdentityWidgetError('Identity widget needs a string access token');
  }
  if (typeof options.updateAccessToken !== 'function') {
    throw new IdentityWidgetError('Identity widget needs an access-token update callback');
  }
  const src = config().scripts?.identityWidget;
  if (!src) throw new IdentityWidgetError('Identity widget script URL missing in runtime config');
  await loadScript(src, { signal: options.signal });
  const sdk = vendorGlobal<IdentityWidgetGlobal>('TopupIdentityWidget');
  if (!sdk) throw new IdentityWidgetError('Identity widget global TopupIdentityWidget not found');

  const handlers = options.handlers ?? {};
  let instance: IdentityWidgetInstance | null = null;

  async function refreshToken() {
    try {
      const token = await options.updateAccessToken();
      if (typeof token !== 'string' || !token) throw new Error('empty token');
      instance?.updateAccessToken(token);
    } catch {
      instance?.sendMessage(IDENTITY_TOKEN_REFRESH_FAILED);
    }
  }

  const onEvent = (event: IdentityWidgetEvent, payload: unknown) => {
    switch (event) {
      case 'onStepCompleted':
        handlers.onStepCompleted?.(payload);
        break;
      case 'onApplicantStatusChanged':
        handlers.onApplicantStatusChanged?.(record(payload));
        break;
      case 'onInitialized':
        handlers.onInitialized?.();
        break;
      case 'onApplicantLoaded':
        handlers.onApplicantLoaded?.(payload);
        break;
      case 'onError': {
        const code = String(record(payload).code ?? '');
        if (code === IDENTITY_INVALID_TOKEN_CODE) void refreshToken();
        else handlers.onError?.({ code });
        break;
      }
    }
  };

  const init: IdentityWidgetInitOptions = {
    ...IDENTITY_WIDGET_DEFAULTS,
    accessToken: options.accessToken,
    lang: identityWidgetLanguage(),
    onEvent,
  };
  instance = sdk.init(init);
  instance.launch(options.container);
  return instance;
}
