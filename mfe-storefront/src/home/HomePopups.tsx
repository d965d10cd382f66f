// Home popups (the store API /hpms/product/index/popups): each shown once, remembered under a popups-{id}
// key, which a logout clears, so a new session sees the current offer again. On a first visit
// they wait for the cookie question to be answered (firstVisitQuiet.ts). A popup offering a coupon
// names its value in the shopper's currency (useCouponMoney), never the coupon's own dollars.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POPUPS_KEY_PREFIX,
  PopupFrame,
  isBoolean,
  readStored,
  useCouponMoney,
  writeStored,
} from '@topup/shared-lib';
import { type HomePopup } from '../catalogue/catalogueTypes';
import { mediaUrl } from '../media/mediaUrl';
import { NS } from '../i18n';
import '../i18n/registerHomeTipsStrings';
import { SiteLink } from '../links/SiteLink';
import { cookieAnswered } from './firstVisitQuiet';

export const homePopupKey = (id: number) => `${POPUPS_KEY_PREFIX}${id}`;

/** The popups the home page's loader read, each shown until closed once. */
// An observer: a change of currency re-reads the coupon's value.
export const HomePopups = observer(function HomePopups({ list }: { list: HomePopup[] }) {
  const { t } = useTranslation(NS);
  const { label } = useCouponMoney();
  const [closed, setClosed] = useState<number[]>([]);
  // Answering the cookie bar reloads the page; until then the bar is the one overlay.
  if (!cookieAnswered()) return null;
  const next = list.find(
    (popup) => !closed.includes(popup.id) && readStored(homePopupKey(popup.id), isBoolean) !== true,
  );
  if (!next) return null;
  const close = () => {
    writeStored(homePopupKey(next.id), true);
    setClosed((list) => [...list, next.id]);
  };
  return (
    <PopupFrame id={`sf-home-popup-${next.id}`} title={next.title} onClose={close} closeOnOverlay>
      <div className="sf-home-popup">
        <img src={mediaUrl(next.image)} alt="" width={320} height={320} className="sf-home-popup__pic" />
        {next.coupon && <p className="sf-home-popup__offer">{label(next.coupon)}</p>}
        <SiteLink to={next.link} className="tu-button tu-button--primary" onFollow={close}>
          {t('home.popup.open')}
        </SiteLink>
      </div>
    </PopupFrame>
  );
});
