import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MetaKey } from '../routes/routeTypes';
import { setHeadMeta } from './documentHead';
import { pageMetaKey } from './pageMetaKey';

type MetaField = 'title' | 'description' | 'keywords';

/**
 * Title, description and keywords from the metadata table (spec 2), the home filter or account tab
 * picking the entry. A field missing from an entry falls back to the default entry. Routes without
 * a key leave the head to their page.
 */
export function useDocumentMeta(key: MetaKey | undefined): void {
  const { t, i18n } = useTranslation('shell');
  const { search } = useLocation();
  const entry = pageMetaKey(key, search);
  useEffect(() => {
    if (!entry) return;
    const text = (field: MetaField) =>
      t(`meta.${entry}.${field}`, { defaultValue: t(`meta.default.${field}`) });
    document.title = text('title');
    setHeadMeta('description', text('description'));
    setHeadMeta('keywords', text('keywords'));
  }, [entry, t, i18n.language]);
}
