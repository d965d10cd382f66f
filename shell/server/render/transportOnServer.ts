// What the shell's server build has in place of the browser's transport (axios; scripts/webpack/server-
// build-plugin.mjs aliases it): a render's store set is given its own transport (storeApiTransport.ts),
// so axios is never needed on the server. A call that reaches here anyway stays unanswered.
import type { HttpTransport } from '@topup/shared-lib';

export const sendHttp: HttpTransport = () => new Promise(() => undefined);
