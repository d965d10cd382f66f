import { startEarlyFetch } from './startup/earlyFetch';
import { EARLY_RUNTIME_CONFIG } from './startup/earlyRuntimeConfig';

// Starts now, while the shared libraries load; bootstrap takes the answer (startup/earlyFetch.ts).
startEarlyFetch(EARLY_RUNTIME_CONFIG.url, EARLY_RUNTIME_CONFIG.init);
// Async boundary: shared singletons are negotiated before any app code runs (STACK.md).
import('./bootstrap');
