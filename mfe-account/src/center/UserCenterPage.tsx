import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading, usePageData, type ServerRender } from '@topup/shared-lib';
import { AccountNav } from '../common/AccountNav';
import { MemberContent } from '../common/MemberContent';
import { useLoginPrompt } from '../common/useLoginPrompt';
import { NS } from '../i18n';
import '../i18n/registerCenterStrings';
import '../account.css';
import { CouponsPanel } from '../coupons/CouponsPanel';
import { MemberInfo } from '../member/MemberInfo';
import { OrdersPanel } from '../orders/OrdersPanel';
import { RecentOrders } from '../orders/RecentOrders';
import { CENTER_TABS, CENTER_TAB_PARAM, tabFromQuery, type CenterTab } from './accountCenter';
import { head, loader, type CenterData } from './centerLoader';

export { head, loader };
export const serverRender: ServerRender = 'member';

/** The account centre: overview, orders and coupons as tabs kept in the URL (tab=order, tab=coupons). */
export default function UserCenterPage() {
  const { t } = useTranslation(NS);
  useLoginPrompt();
  const data = usePageData<CenterData>();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get(CENTER_TAB_PARAM));

  const select = (next: CenterTab) => setParams(next === 'overview' ? {} : { [CENTER_TAB_PARAM]: next });

  return (
    <div>
      <PageHeading>{t('center.title')}</PageHeading>
      <AccountNav current="overview" />
      <MemberContent data={data}>
        {(member) => (
          <>
            <div role="tablist" aria-label={t('center.tabsLabel')} className="acc-tabs">
              {CENTER_TABS.map((key) => (
                <button
                  key={key}
                  id={`acc-tab-${key}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === key}
                  aria-controls="acc-tabpanel"
                  tabIndex={tab === key ? 0 : -1}
                  className="acc-tab"
                  onClick={() => select(key)}
                  onKeyDown={(event) => {
                    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                    if (!step) return;
                    const next =
                      CENTER_TABS[
                        (CENTER_TABS.indexOf(key) + step + CENTER_TABS.length) % CENTER_TABS.length
                      ];
                    if (!next) return;
                    select(next);
                    document.getElementById(`acc-tab-${next}`)?.focus();
                  }}
                >
                  {t(`center.tabs.${key}`)}
                </button>
              ))}
            </div>
            {/* The panel of the tab the data was read for (the address's, once its reads are in). */}
            <div
              id="acc-tabpanel"
              role="tabpanel"
              aria-labelledby={`acc-tab-${member.tab}`}
              className="acc-tabpanel"
            >
              {member.tab === 'overview' && (
                <div className="acc-center">
                  <MemberInfo detailsLink />
                  <RecentOrders page={member.recent} loadedAt={member.loadedAt} />
                </div>
              )}
              {member.tab === 'order' && <OrdersPanel data={member.orders} />}
              {member.tab === 'coupons' && <CouponsPanel lists={member.coupons} />}
            </div>
          </>
        )}
      </MemberContent>
    </div>
  );
}
