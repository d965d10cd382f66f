import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCenterStrings';
import { ACCOUNT_PAGES, type AccountPage } from './accountPages';

/**
 * The account menu: a link to each member page, the current one marked. On the account centre
 * (`current` 'overview') the pages its tabs already show are left out. On a narrow screen the row
 * scrolls sideways, brought to the current page's link.
 */
export function AccountNav({ current }: { current?: AccountPage }) {
  const { t } = useTranslation(NS);
  const list = useRef<HTMLUListElement>(null);
  const pages = ACCOUNT_PAGES.filter((page) => current !== 'overview' || !page.centreTab);
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    // The row is the links' offset parent (account.css): centre the current one in it.
    row.scrollLeft = Math.max(0, link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2);
  }, [current]);
  return (
    <nav aria-label={t('accountNav.label')} className="acc-nav">
      <ul ref={list}>
        {pages.map((page) => (
          <li key={page.key}>
            <LocaleLink
              to={page.path}
              className={page.key === current ? 'acc-nav__link acc-nav__link--current' : 'acc-nav__link'}
              aria-current={page.key === current ? 'page' : undefined}
            >
              {t(`accountNav.${page.key}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
