// /order/uploadAuthPage's title.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerVerificationStrings';

export const head = (_data: unknown, { t }: PageHeadArgs): PageHead =>
  titledHead(t, t(`${NS}:uploadAuth.title`));
