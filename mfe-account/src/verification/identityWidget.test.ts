import { removeCookie, resetLoadedScripts, writeCookie, type RuntimeConfig } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/testing';
import { type IdentityWidgetInitOptions } from './identityWidgetGlobal';
import {
  IDENTITY_INVALID_TOKEN_CODE,
  IDENTITY_TOKEN_REFRESH_FAILED,
  launchIdentityWidget,
  type IdentityWidgetHandlers,
} from './identityWidget';

const config: RuntimeConfig = {
  apiBase: '',
  apiPrefix: '/api',
  mediaBase: '',
  scripts: { identityWidget: '/sandbox/identity-widget.js' },
};

describe('identity widget adapter', () => {
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  let received: IdentityWidgetInitOptions | undefined;
  const instance = {
    launch: jest.fn(),
    updateAccessToken: jest.fn(),
    sendMessage: jest.fn(),
    destroy: jest.fn(),
  };

  beforeEach(() => {
    resetLoadedScripts();
    document.head.innerHTML = '';
    jest.clearAllMocks();
    received = undefined;
    scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupIdentityWidget', {
        init: (options: IdentityWidgetInitOptions) => {
          received = options;
          return instance;
        },
      });
      return 'load';
    });
  });
  afterEach(() => {
    scripts?.stop();
    removeCookie('i18n_redirected');
  });

  const launch = (handlers: IdentityWidgetHandlers = {}, updateAccessToken = jest.fn(async () => 'fresh')) =>
    launchIdentityWidget(
      { container: document.createElement('div'), accessToken: 'tok', updateAccessToken, handlers },
      () => config,
    );

  it('needs a string token and an update callback', async () => {
    const container = document.createElement('div');
    await expect(
      launchIdentityWidget(
        { container, accessToken: 5 as unknown as string, updateAccessToken: async () => 'x' },
        () => config,
      ),
    ).rejects.toThrow(/access token/);
    await expect(
      launchIdentityWidget(
        { container, accessToken: 'tok', updateAccessToken: undefined as unknown as () => Promise<string> },
        () => config,
      ),
    ).rejects.toThrow(/callback/);
  });

  it('launches with its default options and the language cookie', async () => {
    writeCookie('i18n_redirected', 'zh-TW', 1);
    await launch();
    expect(received).toMatchObject({
      accessToken: 'tok',
      adaptIframeHeight: true,
      addViewportTag: true,
      scrollIntoView: true,
      theme: 'dark',
      lang: 'zh-TW',
    });
    expect(instance.launch).toHaveBeenCalled();
    expect(scripts?.srcs).toEqual(['/sandbox/identity-widget.js']);
  });

  it('routes the five events', async () => {
    const handlers = {
      onStepCompleted: jest.fn(),
      onApplicantStatusChanged: jest.fn(),
      onInitialized: jest.fn(),
      onError: jest.fn(),
      onApplicantLoaded: jest.fn(),
    };
    await launch(handlers);
    received?.onEvent('onStepCompleted', { step: 'IDENTITY' });
    received?.onEvent('onApplicantStatusChanged', { reviewStatus: 'completed' });
    received?.onEvent('onInitialized', undefined);
    received?.onEvent('onApplicantLoaded', { applicantId: 'a' });
    received?.onEvent('onError', { code: 'camera' });
    expect(handlers.onStepCompleted).toHaveBeenCalledWith({ step: 'IDENTITY' });
    expect(handlers.onApplicantStatusChanged).toHaveBeenCalledWith({ reviewStatus: 'completed' });
    expect(handlers.onInitialized).toHaveBeenCalled();
    expect(handlers.onApplicantLoaded).toHaveBeenCalledWith({ applicantId: 'a' });
    expect(handlers.onError).toHaveBeenCalledWith({ code: 'camera' });
  });

  it('refreshes the token on an invalid-token error', async () => {
    const onError = jest.fn();
    await launch({ onError });
    received?.onEvent('onError', { code: IDENTITY_INVALID_TOKEN_CODE });
    await Promise.resolve();
    await Promise.resolve();
    expect(instance.updateAccessToken).toHaveBeenCalledWith('fresh');
    expect(onError).not.toHaveBeenCalled();
  });

  it('tells the widget when the refresh fails', async () => {
    await launch(
      {},
      jest.fn(async () => Promise.reject(new Error('code 500'))),
    );
    received?.onEvent('onError', { code: IDENTITY_INVALID_TOKEN_CODE });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(instance.sendMessage).toHaveBeenCalledWith(IDENTITY_TOKEN_REFRESH_FAILED);
    expect(IDENTITY_TOKEN_REFRESH_FAILED).toBe('failed to update access token');
    expect(instance.updateAccessToken).not.toHaveBeenCalled();
  });
});
