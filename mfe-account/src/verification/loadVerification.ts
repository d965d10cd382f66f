// The verification store for what a click starts (verify an order, refresh after an order action):
// a chunk fetched at the first such click, so the account's pages do not wait for it. A member's page
// has usually fetched it already with the verification centre (the shell mounts it for members).
import type { Stores } from '@topup/shared-lib';
import type { VerificationStore } from './VerificationStore';

/** The verification store of this store set (verificationOf.ts), once its chunk is in. */
export async function loadVerification(stores: Stores): Promise<VerificationStore> {
  const { verificationOf } = await import(/* webpackChunkName: "verification" */ './verificationOf');
  return verificationOf(stores);
}
