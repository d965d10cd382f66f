// Expose `./IdentityPopup` (IdentityPopupProps): the body of the shell's identity-verification popup.
// The widget launches 100 ms after the popup opens, the popup shows 800 ms after the applicant
// loads; completed + reviewStatus completed posts the result, and a 200 closes the popup, after which
// the upload dialog opens with the widget skipped. An invalid token is refreshed through the token call.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useStores, withSandboxScripts, type IdentityPopupProps } from '@topup/shared-lib';
import { type IdentityWidgetInstance } from './identityWidgetGlobal';
import { NS } from '../i18n';
import '../i18n/registerVerificationStrings';
import '../account.css';
import {
  IDENTITY_WIDGET_LAUNCH_DELAY_MS,
  IDENTITY_WIDGET_REVEAL_DELAY_MS,
  launchIdentityWidget,
} from './identityWidget';
import { verificationOf } from './verificationOf';
import { widgetPreviewPayload } from './widgetResult';
import { verificationApi } from './verificationApi';

export default function IdentityPopup({ orderSn, onClose, onReady }: IdentityPopupProps) {
  const { t } = useTranslation(NS);
  const stores = useStores();
  const containerRef = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState(false);
  // Latest callbacks without re-launching the widget when the shell re-renders.
  const callbacks = useRef({ onClose, onReady });
  useLayoutEffect(() => {
    callbacks.current = { onClose, onReady };
  });

  useEffect(() => {
    const { ui } = stores;
    const orders = verificationApi(stores.api);
    const abort = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    let instance: IdentityWidgetInstance | null = null;
    let submitted = false;

    const fail = (error: unknown) => {
      if (abort.signal.aborted) return;
      // The api client already toasted a server answer; anything else is said here.
      if (!(error instanceof ApiError)) ui.toast(t('verify.widgetFailed'), 'error');
      callbacks.current.onClose();
    };

    const finish = async (payload: { reviewStatus?: string; [key: string]: unknown }) => {
      const result = widgetPreviewPayload(payload);
      if (!result || submitted) return;
      submitted = true;
      setSending(true);
      try {
        await orders.submitWidgetPreview(orderSn, result);
        if (abort.signal.aborted) return;
        callbacks.current.onClose();
        verificationOf(stores).widgetFinished();
      } catch {
        submitted = false;
        setSending(false);
      }
    };

    timers.push(
      setTimeout(() => {
        void (async () => {
          try {
            const accessToken = await orders.widgetToken(orderSn);
            if (abort.signal.aborted || !containerRef.current) return;
            instance = await launchIdentityWidget(
              {
                container: containerRef.current,
                accessToken,
                updateAccessToken: () => orders.widgetToken(orderSn),
                signal: abort.signal,
                handlers: {
                  onApplicantLoaded: () => {
                    timers.push(
                      setTimeout(() => callbacks.current.onReady(), IDENTITY_WIDGET_REVEAL_DELAY_MS),
                    );
                  },
                  onApplicantStatusChanged: (payload) => void finish(payload),
                  onError: () => {
                    // Other widget errors: the widget stays open and says what it can; the shopper may close.
                    callbacks.current.onReady();
                  },
                },
              },
              withSandboxScripts,
            );
            if (abort.signal.aborted) instance.destroy();
          } catch (error) {
            fail(error);
          }
        })();
      }, IDENTITY_WIDGET_LAUNCH_DELAY_MS),
    );

    return () => {
      abort.abort();
      timers.forEach(clearTimeout);
      instance?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one widget per order and store set; t is stable enough
  }, [orderSn, stores]);

  return (
    <div className="acc-identity">
      <p className="acc-identity__lead">{t('verify.widgetLead', { sn: orderSn })}</p>
      <div ref={containerRef} className="acc-identity__widget" />
      {sending && (
        <p role="status" className="acc-identity__status">
          {t('verify.widgetSending')}
        </p>
      )}
    </div>
  );
}
