// The bodies of the site popups (SitePopups.tsx): each drawn in the one PopupFrame, its body the shell's
// own or a remote's expose, with the remote fallback and Retry inside the popup when that remote is down.
// A chunk of its own: no popup is open when a page first shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LoadingState,
  PopupFrame,
  sitePopupId,
  useStores,
  type IdentityPopupProps,
  type PaymentListPopupProps,
  type ReviewPopupProps,
  type SafetyPopupProps,
  type SitePopupRequest,
} from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { RemoteComponent } from '../remotes/RemotePage';
import { LanguagePopup } from './LanguagePopup';

/** Where closing the payment list goes: the order's detail page. */
export const orderDetailPath = (orderId: string) => `/order/detail?oid=${encodeURIComponent(orderId)}`;

function PaymentListSitePopup({ orderId }: { orderId: string }) {
  const { t } = useTranslation(SHELL_NS);
  const { ui, navigation } = useStores();
  const close = () => {
    ui.closeSitePopup('paymentList');
    navigation.navigate(orderDetailPath(orderId));
  };
  return (
    <PopupFrame id={sitePopupId('paymentList')} title={t('sitePopups.paymentList')} onClose={close}>
      <RemoteComponent<PaymentListPopupProps>
        remote="checkout"
        module="PaymentListPopup"
        props={{ orderId, onClose: close }}
      />
    </PopupFrame>
  );
}

function SafetySitePopup() {
  const { t } = useTranslation(SHELL_NS);
  const { ui } = useStores();
  const close = () => ui.closeSitePopup('safety');
  return (
    <PopupFrame id={sitePopupId('safety')} title={t('sitePopups.safety')} onClose={close} closeOnOverlay>
      <RemoteComponent<SafetyPopupProps> remote="checkout" module="SafetyPopup" props={{ onClose: close }} />
    </PopupFrame>
  );
}

function ReviewSitePopup({ request }: { request: Extract<SitePopupRequest, { kind: 'review' }> }) {
  const { t } = useTranslation(SHELL_NS);
  const { ui } = useStores();
  const close = () => ui.closeSitePopup('review');
  const mode = request.mode ?? 'add';
  return (
    <PopupFrame
      id={sitePopupId('review')}
      title={t(mode === 'view' ? 'sitePopups.reviewView' : 'sitePopups.review')}
      onClose={close}
    >
      <RemoteComponent<ReviewPopupProps>
        remote="content"
        module="ReviewPopup"
        props={{
          orderId: request.orderId,
          productSn: request.productSn,
          mode,
          onClose: close,
        }}
      />
    </PopupFrame>
  );
}

function IdentitySitePopup({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation(SHELL_NS);
  // The identity popup stays hidden until the widget has loaded.
  const [ready, setReady] = useState(false);
  const { ui } = useStores();
  const close = () => ui.closeSitePopup('identity');
  return (
    <PopupFrame
      id={sitePopupId('identity')}
      title={t('sitePopups.identity')}
      onClose={close}
      variant="bottom"
      dark
      hidden={!ready}
    >
      <RemoteComponent<IdentityPopupProps>
        remote="account"
        module="IdentityPopup"
        props={{ orderSn, onClose: close, onReady: () => setReady(true) }}
        loading={<LoadingState />}
      />
    </PopupFrame>
  );
}

/** One requested popup's body. */
export function SitePopup({ request }: { request: SitePopupRequest }) {
  switch (request.kind) {
    case 'paymentList':
      return <PaymentListSitePopup orderId={request.orderId} />;
    case 'safety':
      return <SafetySitePopup />;
    case 'review':
      return <ReviewSitePopup request={request} />;
    case 'identity':
      return <IdentitySitePopup orderSn={request.orderSn} />;
    case 'language':
      return <LanguagePopup />;
  }
}
