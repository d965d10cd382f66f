// The sell-online page's title, description and keywords from the store's table.
import type { PageHead, PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerSellStrings';

export function head(_data: unknown, { t }: PageHeadArgs): PageHead {
  return {
    title: t(`${NS}:meta.sellOnline.title`),
    description: t(`${NS}:meta.sellOnline.description`),
    keywords: t(`${NS}:meta.sellOnline.keywords`),
  };
}
