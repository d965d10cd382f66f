// Member pages: the loader runs for guests too (the shell runs it for every visitor). A guest gets a
// marker and no reads; the page shows its login prompt (LoginRequired) and, once the visitor logs in,
// the page data is read again for the member (the read cache drops on a change of member).
import type { PageLoaderArgs } from '@topup/shared-lib';

export interface GuestMarker {
  guest: true;
}

/** A member page's data: the guest marker, or the member's reads. */
export type MemberData<Data> = GuestMarker | ({ guest: false } & Data);

export const GUEST: GuestMarker = { guest: true };

/** A loader making `read` for a member and no read for a guest. */
export function forMembers<Data extends object>(
  read: (args: PageLoaderArgs) => Promise<Data>,
): (args: PageLoaderArgs) => Promise<MemberData<Data>> {
  return async (args) => (args.stores.user.isLogin ? { guest: false, ...(await read(args)) } : GUEST);
}
