import { goToChosenLanguage } from './startup/languageArrival';
import { startRuntimeConfig } from './startup/earlyRuntimeConfig';
import { warmFormatting } from './startup/warmFormatting';

/** After the tasks already queued. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs `work` once the browser has painted what it has: a task queued from the next frame's callback
 * runs after that frame's paint. A hidden tab paints no frames: its work starts at once.
 */
function afterNextPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(work, 0);
  else requestAnimationFrame(() => setTimeout(work, 0));
}

// A shopper who chose Chinese (or whose browser prefers it) and opened an English address goes to the
// Chinese one before the page starts.
if (!goToChosenLanguage()) {
  // Starts now, while the shared libraries load; bootstrap takes the answer (startup/earlyFetch.ts).
  startRuntimeConfig();
  // The server's page is painted before any of the app's code runs: evaluating the libraries first
  // would hold the page's first paint (its largest content) behind them on a slow phone. A page the
  // browser renders has its startup scripts preloaded; a rendered page asks for them here, after its
  // paint (shell/server/pageHints.ts). Async boundary: shared singletons are
  // negotiated before any app code runs (without it the page is blank with RUNTIME-006). Split into
  // tasks so that none blocks a slow phone long (total blocking time): shared-lib, the largest module
  // graph, in one; the warm-up in the next; bootstrap and the rest in a later one.
  afterNextPaint(() => {
    void import('@topup/shared-lib').then(nextTask).then(() => import('./bootstrap'));
    // A task of its own, once the requests above are on their way (startup/warmFormatting.ts).
    setTimeout(() => warmFormatting(window.location.pathname), 0);
  });
}
