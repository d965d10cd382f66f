import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@topup/shared-lib';
import { NS } from '../i18n';
import { ARTICLE_CATEGORIES, categoryPath } from './categories';

/** Links to every article category (news to its own list); the current one is marked for assistive technology. */
export function CategoryNav({ current }: { current?: string }) {
  const { t } = useTranslation(NS);
  const items = [
    { key: 'all', to: '/blog', label: t('blog.allCategories'), active: !current },
    ...ARTICLE_CATEGORIES.map((category) => ({
      key: category,
      to: categoryPath(category),
      label: t(`categories.${category}`),
      active: current === category,
    })),
  ];
  return (
    <nav aria-label={t('blog.categories')} className="ct-categories">
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <LocaleLink
              to={item.to}
              className={item.active ? 'ct-chip ct-chip--active' : 'ct-chip'}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
