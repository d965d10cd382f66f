import { startRuntimeConfig } from './startup/earlyRuntimeConfig';

// Starts now, while the shared libraries load; bootstrap takes the answer (startup/earlyFetch.ts).
startRuntimeConfig();
// Async boundary: shared singletons are negotiated before any app code runs (STACK.md).
import('./bootstrap');
