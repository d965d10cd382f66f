import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { statePageHead } from '@topup/shared-lib';
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
  const { t } = useTranslation('shell');
  const { search } = useLocation();
  const entry = pageMetaKey(key, search);
  const text = (field: MetaField) =>
    entry ? t(`meta.${entry}.${field}`, { defaultValue: t(`meta.default.${field}`) }) : '';
  const [title, description, keywords] = [text('title'), text('description'), text('keywords')];
  // On the store's server, the page's head comes from its render (shared-lib pageHead.ts).
  if (entry) statePageHead({ title, description, keywords });
  useEffect(() => {
    if (!entry) return;
    document.title = title;
    setHeadMeta('description', description);
    setHeadMeta('keywords', keywords);
  }, [entry, title, description, keywords]);
}
