// A server-rendered page shows its buttons before the scripts that make them work have run, and a tap
// in that moment would be lost (a link still works: it is a plain link). The entry holds such taps from
// when it runs (a deferred script: by DOMContentLoaded); before that a tap is a plain button's.
// Bootstrap plays the shell's again as soon as the shell has hydrated. The page's own area hydrates
// later, once its remote's module has come, and React drops a tap on a part it cannot hydrate yet: taps
// there stay held (earlier ones and new ones) until that area has hydrated or shown its failure.
// No imports: the shell's entry bundles this file.

/** The buttons a tap may be held for: those that only work once the page's scripts run. */
const HELD_CONTROLS = 'button, [role="button"], summary';

const held: HTMLElement[] = [];
let holding = false;
/** Once the shell has hydrated: the area whose taps are still held (a selector), or null for all. */
let onlyWithin: string | null = null;
let heldDocument: Document | null = null;

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
  if (!target?.closest('#root')) return;
  if (onlyWithin !== null && !target.closest(onlyWithin)) return;
  // A submit button would post its form natively: the form's own handler does it once it runs.
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
}

/** The entry, on a page the server rendered: hold taps on its buttons until it hydrates. */
export function holdEarlyClicks(doc: Document = document): void {
  if (holding) return;
  holding = true;
  onlyWithin = null;
  heldDocument = doc;
  doc.addEventListener('click', hold, true);
}

/** Taps again, in order, what was tapped on the elements still in the page. */
function replay(which: (element: HTMLElement) => boolean): void {
  const due = held.filter(which);
  held.splice(0, held.length, ...held.filter((element) => !which(element)));
  for (const element of due) if (element.isConnected) element.click();
}

/**
 * Bootstrap, right after hydrating (or rendering afresh): taps again what was tapped outside
 * `waitingArea` (on the elements still in the page: a page rendered afresh has new ones, and nothing is
 * replayed then). Taps in `waitingArea`, the page's area that hydrates later, stay held, and new ones
 * there too, until `releaseHeldClicks`. Without `waitingArea`, holding stops here.
 */
export function replayEarlyClicks({ waitingArea }: { waitingArea?: string } = {}): void {
  if (!holding) return;
  if (!waitingArea) {
    releaseHeldClicks();
    return;
  }
  onlyWithin = waitingArea;
  replay((element) => !element.closest(waitingArea));
}

/** The page's area has hydrated, or shown its failure: its held taps are played and holding stops. */
export function releaseHeldClicks(): void {
  if (!holding) return;
  holding = false;
  onlyWithin = null;
  heldDocument?.removeEventListener('click', hold, true);
  heldDocument = null;
  replay(() => true);
}
