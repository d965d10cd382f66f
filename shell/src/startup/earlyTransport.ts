// The api client's transport (shared-lib transportLoader.ts: axios) is a chunk of its own, left off a
// guest's first page whose reads the entry starts: 16 KB gzipped less before it paints (issue 10).
// Any other page sends requests through the client as soon as it renders, so the entry fetches the
// chunk with main.js, beside the startup scripts: a member's page (its reads carry the token, and the
// shell confirms the session), a page the entry starts no reads for, or any page when it could not
// start them. Otherwise the shell fetches it once the page has settled (siteServices.ts).
import { preloadApiTransport } from '@topup/shared-lib/src/api/transportLoader';
import { storedToken } from '@topup/shared-lib/src/stores/storedToken';

/** Whether the page's first requests need the transport: see above. */
export function transportNeededAtOnce(pageReadsStarted: boolean, token: string | null): boolean {
  return !pageReadsStarted || token !== null;
}

/** Starts fetching the transport now when the page will need it at once. */
export function startTransportEarly(pageReadsStarted: boolean): void {
  if (transportNeededAtOnce(pageReadsStarted, storedToken())) preloadApiTransport();
}
