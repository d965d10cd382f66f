import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetaKey } from '../routes/routeTypes';

function setDescription(content: string): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Title and description from the metadata table; routes without a key leave them to their page. */
export function useDocumentMeta(key: MetaKey | undefined): void {
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    if (!key) return;
    document.title = t(`meta.${key}.title`);
    setDescription(t(`meta.${key}.description`));
  }, [key, t, i18n.language]);
}
