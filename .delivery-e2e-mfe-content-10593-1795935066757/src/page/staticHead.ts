// The head of a page whose title, description and keywords are fixed texts (content's `meta.{entry}`).
import type { PageHead, PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';

export type MetaEntry = 'about' | 'contact';

export const staticHead =
  (entry: MetaEntry) =>
  (_data: unknown, { t }: Pick<PageHeadArgs, 't'>): PageHead => ({
    title: t(`${NS}:meta.${entry}.title`),
    description: t(`${NS}:meta.${entry}.description`),
    keywords: t(`${NS}:meta.${entry}.keywords`),
  });
