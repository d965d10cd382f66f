// /mobile/tips/{tip}'s title: the tip's own.
import { titledHead, type PageHead, type PageHeadArgs } from '@topup/shared-lib';
import { NS } from '../i18n';
import type { PaymentTipsData } from './paymentTipsLoader';

export const head = (data: PaymentTipsData, { t }: PageHeadArgs): PageHead =>
  titledHead(t, t(`${NS}:tips.title.${data.tip}`));
