import { goToChosenLanguage } from './startup/languageArrival';
import { startRuntimeConfig } from './startup/earlyRuntimeConfig';
import { warmFormatting } from './startup/warmFormatting';

/** After the tasks already queued. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A shopper who chose Chinese (or whose browser prefers it) and opened an English address goes to the
// Chinese one before the page starts.
if (!goToChosenLanguage()) {
  // Starts now, while the shared libraries load; bootstrap takes the answer (startup/earlyFetch.ts).
  startRuntimeConfig();
  // Async boundary: shared singletons are negotiated before any app code runs (without it the page is blank with RUNTIME-006). Split into
  // tasks so that none blocks a slow phone long (total blocking time): this one has sent the
  // page's requests; the next asks for the startup scripts (the page has preloaded them) and, once they
  // are in, evaluates shared-lib, the largest module graph; a later one evaluates bootstrap and the rest.
  setTimeout(() => {
    void import('@topup/shared-lib').then(nextTask).then(() => import('./bootstrap'));
  }, 0);
  // A task of its own, once the requests above are on their way (startup/warmFormatting.ts).
  setTimeout(() => warmFormatting(window.location.pathname), 0);
}
