// /help's title.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';

export const head = (_data: unknown, { t }: PageHeadArgs): PageHead => titledHead(t, t(`${NS}:help.title`));
