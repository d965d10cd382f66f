import { act, screen } from '@testing-library/react';
import { resetLoadedScripts, type Stores } from '@topup/shared-lib';
import { fakeScriptLoads, orderFixture, setWindowGlobal } from '@topup/shared-lib/testing';
import { type IdentityWidgetInitOptions } from './identityWidgetGlobal';
import { memberStores } from '../testing/fixtures';
import IdentityPopup from './IdentityPopup';
import { IDENTITY_WIDGET_LAUNCH_DELAY_MS, IDENTITY_WIDGET_REVEAL_DELAY_MS } from './identityWidget';
import { verificationOf } from './verificationOf';
import { widgetPreviewPayload } from './widgetResult';
import { verificationApi } from './verificationApi';
import { renderPage } from 'shell/testing';

describe('IdentityPopup', () => {
  let scripts: ReturnType<typeof fakeScriptLoads>;
  let stores: Stores;
  let options: IdentityWidgetInitOptions | undefined;
  const instance = {
    launch: jest.fn(),
    updateAccessToken: jest.fn(),
    sendMessage: jest.fn(),
    destroy: jest.fn(),
  };

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    stores = memberStores();
    resetLoadedScripts();
    document.head.innerHTML = '';
    options = undefined;
    jest.clearAllMocks();
    scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupIdentityWidget', {
        init: (received: IdentityWidgetInitOptions) => {
          options = received;
          return instance;
        },
      });
      return 'load';
    });
  });
  afterEach(() => {
    scripts.stop();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const flush = () =>
    act(async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    });

  function open() {
    const onClose = jest.fn();
    const onReady = jest.fn();
    renderPage(<IdentityPopup orderSn="TU7" onClose={onClose} onReady={onReady} />, { stores });
    return { onClose, onReady };
  }

  it('launches 100 ms after opening, is ready 800 ms after the applicant loads, submits a completed review and closes on 200', async () => {
    const token = jest.spyOn(verificationApi(stores.api), 'widgetToken').mockResolvedValue('tok-1');
    const submit = jest
      .spyOn(verificationApi(stores.api), 'submitWidgetPreview')
      .mockResolvedValue(orderFixture());
    const finished = jest.spyOn(verificationOf(stores), 'widgetFinished').mockImplementation(() => undefined);
    const { onClose, onReady } = open();
    expect(screen.getByText('Follow the steps to verify your identity for order TU7.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(IDENTITY_WIDGET_LAUNCH_DELAY_MS - 1);
    });
    expect(token).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await flush();
    expect(token).toHaveBeenCalledWith('TU7');
    expect(options?.accessToken).toBe('tok-1');
    expect(instance.launch).toHaveBeenCalled();

    act(() => options?.onEvent('onApplicantLoaded', { applicantId: 'a1' }));
    await act(async () => {
      jest.advanceTimersByTime(IDENTITY_WIDGET_REVEAL_DELAY_MS - 1);
    });
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(onReady).toHaveBeenCalled();

    // Not completed yet: nothing is sent.
    act(() => options?.onEvent('onApplicantStatusChanged', { reviewStatus: 'pending' }));
    expect(submit).not.toHaveBeenCalled();
    act(() =>
      options?.onEvent('onApplicantStatusChanged', {
        reviewStatus: 'completed',
        reviewResult: { reviewAnswer: 'GREEN' },
      }),
    );
    await flush();
    expect(submit).toHaveBeenCalledWith('TU7', { reviewStatus: 'completed', reviewAnswer: 'GREEN' });
    expect(onClose).toHaveBeenCalled();
    expect(finished).toHaveBeenCalled();
  });

  it('refreshes an invalid token through the order token call', async () => {
    const token = jest
      .spyOn(verificationApi(stores.api), 'widgetToken')
      .mockResolvedValueOnce('old')
      .mockResolvedValueOnce('new');
    open();
    await act(async () => {
      jest.advanceTimersByTime(IDENTITY_WIDGET_LAUNCH_DELAY_MS);
    });
    await flush();
    act(() => options?.onEvent('onError', { code: 'invalid-token' }));
    await flush();
    expect(token).toHaveBeenCalledTimes(2);
    expect(instance.updateAccessToken).toHaveBeenCalledWith('new');
  });

  it('opens no widget and closes when the token call fails', async () => {
    jest.spyOn(verificationApi(stores.api), 'widgetToken').mockRejectedValue(new Error('offline'));
    const { onClose } = open();
    await act(async () => {
      jest.advanceTimersByTime(IDENTITY_WIDGET_LAUNCH_DELAY_MS);
    });
    await flush();
    expect(instance.launch).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('turns the widget answer into the preview payload with the reason', () => {
    expect(widgetPreviewPayload({ reviewStatus: 'init' })).toBeNull();
    expect(
      widgetPreviewPayload({
        reviewStatus: 'completed',
        reviewResult: { reviewAnswer: 'RED', moderationComment: 'The document photo is blurry.' },
      }),
    ).toEqual({
      reviewStatus: 'completed',
      reviewAnswer: 'RED',
      rejectReason: 'The document photo is blurry.',
    });
    expect(
      widgetPreviewPayload({
        reviewStatus: 'completed',
        reviewResult: { reviewAnswer: 'RED', rejectLabels: ['A', 'B'] },
      }),
    ).toEqual({ reviewStatus: 'completed', reviewAnswer: 'RED', rejectReason: 'A, B' });
  });
});
