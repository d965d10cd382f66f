import { startRuntimeConfig } from './startup/earlyRuntimeConfig';
import { warmFormatting } from './startup/warmFormatting';

// Starts now, while the shared libraries load; bootstrap takes the answer (startup/earlyFetch.ts).
startRuntimeConfig();
// Async boundary: shared singletons are negotiated before any app code runs (STACK.md).
import('./bootstrap');
// A task of its own, once the requests above are on their way (startup/warmFormatting.ts).
setTimeout(() => warmFormatting(window.location.pathname), 0);
