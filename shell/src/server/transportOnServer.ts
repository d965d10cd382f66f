// What the shell's server build has in place of the api client's transport (axios; scripts/webpack/
// server-build-plugin.mjs aliases it): the server renders from the answers it holds (shared-lib
// api/pageAnswers.ts) and sends no request of its own from a render. A read that reaches here anyway
// stays loading, as the page shows until the browser asks.
import type { Transport } from '@topup/shared-lib/src/api/transportLoader';

export const sendHttp: Transport['sendHttp'] = () => new Promise(() => undefined);
