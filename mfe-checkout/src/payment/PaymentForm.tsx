// One method's payment: a provider session for the order, then the SDK (init, scripts with retries),
// then the method's element mounted here. The element settles the payment and sends the browser to
// the result page itself (the one of the shopper's language); errors on the way are shown with a
// translated message and a Retry. An order that stopped waiting for payment meanwhile (paid in another
// tab, say) is handed back to the list, which says so instead of an error.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LoadingState,
  STORAGE_KEYS,
  orderState,
  useLanguage,
  useStores,
  writeStored,
  type Order,
} from '@topup/shared-lib';
import { type PaymentElement } from './paymentSdkGlobals';
import { NS } from '../i18n';
import { readySdk } from './checkoutSdk';
import type { PaymentMethod } from './paymentMethods';
import { paymentsApi } from './paymentsApi';
import { sdkErrorMessage } from './sdkErrorMessage';

type Phase = { name: 'preparing' } | { name: 'ready' } | { name: 'error'; error: unknown };

export function PaymentForm({
  order,
  method,
  onOrderClosed,
}: {
  order: Order;
  method: PaymentMethod;
  /** The order no longer waits for payment (read again after the store refused a payment of it). */
  onOrderClosed: (order: Order) => void;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const { api } = useStores();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // A phase belongs to one run (attempt); a new run starts at 'preparing' without a reset in the effect.
  const [settled, setSettled] = useState<{ attempt: number; phase: Phase } | null>(null);
  const phase: Phase = settled?.attempt === attempt ? settled.phase : { name: 'preparing' };

  useEffect(() => {
    let active = true;
    let element: PaymentElement | null = null;
    const unsubscribe: (() => void)[] = [];
    const setPhase = (next: Phase) => active && setSettled({ attempt, phase: next });
    const fail = (error: unknown) => setPhase({ name: 'error', error });
    // A refusal may mean the order stopped waiting for payment (paid in another tab): read it again and
    // hand a closed order back to the list; any other refusal is this payment's error.
    const closedOrFail = async (refused: unknown) => {
      const now = await api.orders.bySn(String(order.id)).catch(() => null);
      if (now && orderState(now).key !== 'unpaid') {
        if (active) onOrderClosed(now);
        return;
      }
      fail(refused);
    };
    // The failed-payment page picks its guide from the method last used.
    writeStored(STORAGE_KEYS.paymentWay, method.id);
    (async () => {
      let session;
      try {
        session = await paymentsApi(api).createSession({
          orderId: String(order.id),
          method: method.id,
          returnOrigin: window.location.origin,
          language,
        });
      } catch (refused) {
        await closedOrFail(refused);
        return;
      }
      const sdk = await readySdk(language);
      if (!active || !container.current) return;
      element = sdk.createElement(method.element, {
        ...method.elementOptions,
        sessionId: session.sessionId,
        locale: language,
      });
      unsubscribe.push(element.on('ready', () => setPhase({ name: 'ready' })));
      unsubscribe.push(element.on('error', (refused) => void closedOrFail(refused)));
      element.mount(container.current);
    })().catch(fail);
    return () => {
      active = false;
      unsubscribe.forEach((off) => off());
      element?.destroy();
    };
  }, [api, order.id, method, language, attempt, onOrderClosed]);

  return (
    <section className="co-pay-form" aria-label={t('pay.chosen', { method: t(`pay.method.${method.id}`) })}>
      {phase.name === 'preparing' && <LoadingState label={t('pay.preparing')} />}
      {phase.name === 'ready' && <p className="co-pay-form__lead">{t('pay.ready')}</p>}
      {phase.name === 'error' && (
        <div className="tu-status tu-status--error" role="alert">
          <p>{sdkErrorMessage(t, phase.error)}</p>
          <button type="button" className="tu-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      )}
      <div ref={container} className="co-pay-form__element" />
    </section>
  );
}
