// A server-rendered page shows its buttons before the scripts that make them work have run, and a tap
// in that moment would be lost (a link still works: it is a plain link). The entry holds such taps and
// bootstrap plays them again as soon as the page starts hydrating, where React's own replay of events
// on parts not yet hydrated takes over. No imports: the shell's entry bundles this file.

/** The buttons a tap may be held for: those that only work once the page's scripts run. */
const HELD_CONTROLS = 'button, [role="button"], summary';

const held: HTMLElement[] = [];
let holding = false;

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CONTROLS) : null;
  if (!target?.closest('#root')) return;
  // A submit button would post its form natively: the form's own handler does it once it runs.
  event.preventDefault();
  held.push(target);
}

/** The entry, on a page the server rendered: hold taps on its buttons until it hydrates. */
export function holdEarlyClicks(doc: Document = document): void {
  if (holding) return;
  holding = true;
  doc.addEventListener('click', hold, true);
}

/**
 * Bootstrap, right after hydrating (or rendering afresh): stops holding and taps again what was tapped,
 * on the elements still in the page (a page rendered afresh has new ones: nothing is replayed then).
 */
export function replayEarlyClicks(doc: Document = document): void {
  if (!holding) return;
  holding = false;
  doc.removeEventListener('click', hold, true);
  for (const element of held.splice(0)) if (element.isConnected) element.click();
}
