// The verification page's first read: the member's orders waiting for a check, the read the centre's
// preview check makes, so the page names the current order before the centre's first check answers
// (and the store's server renders it).
import { settle } from '@topup/shared-lib';
import { forMembers } from '../common/memberData';
import { VERIFICATION_QUERY } from './VerificationStore';
import { verificationApi } from './verificationApi';

export const loader = forMembers(async ({ stores: { api } }) => ({
  waiting: await settle(
    verificationApi(api)
      .withPreview(VERIFICATION_QUERY)
      .then((page) => page.list),
  ),
}));

export type UploadAuthData = Awaited<ReturnType<typeof loader>>;
