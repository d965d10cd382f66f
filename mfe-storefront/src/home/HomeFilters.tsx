import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { HOME_FILTERS, homeFilterPath, type HomeFilter } from './homeFilter';

export function HomeFilters({ active }: { active: HomeFilter | null }) {
  const { t } = useTranslation(NS);
  const entries: Array<HomeFilter | null> = [null, ...HOME_FILTERS];
  return (
    <nav className="sf-filters" aria-label={t('home.filters.label')}>
      <ul>
        {entries.map((filter) => (
          <li key={filter ?? 'everything'}>
            <LocaleLink
              to={homeFilterPath(filter)}
              className="sf-filter"
              aria-current={filter === active ? 'page' : undefined}
            >
              {t(`home.filters.${filter ?? 'everything'}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
