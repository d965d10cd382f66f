import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { SELL_ONLINE_PATH } from '../links/storePaths';

/** The way to sell items and credits to the store (the sell-online page). */
export function SellToUs() {
  const { t } = useTranslation(NS);
  return (
    <aside className="sf-tip sf-sell-tip" aria-labelledby="sf-sell-tip-title">
      <p>
        <strong id="sf-sell-tip-title">{t('home.sell.title')}</strong> {t('home.sell.text')}
      </p>
      <LocaleLink to={SELL_ONLINE_PATH} className="tu-button">
        {t('home.sell.action')}
      </LocaleLink>
    </aside>
  );
}
