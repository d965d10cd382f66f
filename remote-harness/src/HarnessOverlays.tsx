// Toasts and site popups for a remote running alone. State is the shared uiStore's, as in the
// store; the drawing is plain (the shell owns the real look). A site popup whose body is this
// remote's own expose can be given to mountStandalone; the others say which remote fills them.
import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  PopupFrame,
  sitePopupId,
  useStores,
  type IdentityPopupProps,
  type PaymentListPopupProps,
  type ReviewPopupProps,
  type SafetyPopupProps,
  type SitePopupKind,
  type SitePopupRequest,
} from '@topup/shared-lib';
import { HARNESS_NS } from './harnessStrings';

/** The popup bodies a remote owns, by site popup kind (same props as the shell passes). */
export interface HarnessSitePopupBodies {
  paymentList?: ComponentType<PaymentListPopupProps>;
  safety?: ComponentType<SafetyPopupProps>;
  review?: ComponentType<ReviewPopupProps>;
  identity?: ComponentType<IdentityPopupProps>;
}

const OWNER: Record<SitePopupKind, string> = {
  paymentList: 'checkout',
  safety: 'checkout',
  review: 'content',
  identity: 'account',
  language: 'shell',
};

export const HarnessToasts = observer(function HarnessToasts() {
  const { t } = useTranslation(HARNESS_NS);
  const { ui: uiStore } = useStores();
  return (
    <section
      aria-label={t('toasts')}
      style={{ position: 'fixed', right: '1rem', bottom: '1rem', zIndex: 30_000 }}
    >
      {uiStore.toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          className={`toast toast--${toast.type}`}
        >
          {toast.message}{' '}
          <button type="button" aria-label={t('dismiss')} onClick={() => uiStore.dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
});

function Body({
  request,
  bodies,
  close,
}: {
  request: SitePopupRequest;
  bodies: HarnessSitePopupBodies;
  close(): void;
}) {
  const { t } = useTranslation(HARNESS_NS);
  switch (request.kind) {
    case 'paymentList':
      if (bodies.paymentList) return <bodies.paymentList orderId={request.orderId} onClose={close} />;
      break;
    case 'safety':
      if (bodies.safety) return <bodies.safety onClose={close} />;
      break;
    case 'review':
      if (bodies.review) {
        return (
          <bodies.review
            orderId={request.orderId}
            productSn={request.productSn}
            mode={request.mode ?? 'add'}
            onClose={close}
          />
        );
      }
      break;
    case 'identity':
      if (bodies.identity)
        return <bodies.identity orderSn={request.orderSn} onClose={close} onReady={() => undefined} />;
      break;
    case 'language':
      break;
  }
  return (
    <>
      <p>{t('sitePopups.elsewhere', { remote: OWNER[request.kind] })}</p>
      <p>
        <code>{t('sitePopups.request', { request: JSON.stringify(request) })}</code>
      </p>
    </>
  );
}

export const HarnessSitePopups = observer(function HarnessSitePopups({
  bodies,
}: {
  bodies: HarnessSitePopupBodies;
}) {
  const { t } = useTranslation(HARNESS_NS);
  const { ui: uiStore, navigation: navigationStore } = useStores();
  return (
    <>
      {uiStore.sitePopups.map((request) => {
        const close = () => {
          uiStore.closeSitePopup(request.kind);
          // As in the shell: closing the payment list goes to the order's detail page.
          if (request.kind === 'paymentList') {
            navigationStore.navigate(`/order/detail?oid=${encodeURIComponent(request.orderId)}`);
          }
        };
        return (
          <PopupFrame
            key={request.kind}
            id={sitePopupId(request.kind)}
            title={t(`sitePopups.${request.kind}`)}
            onClose={close}
          >
            <Body request={request} bodies={bodies} close={close} />
          </PopupFrame>
        );
      })}
    </>
  );
});
