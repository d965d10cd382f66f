// The first remote content on screen, or the page's failure in its place. Guesses about the next
// pages (remotePreload.ts) wait for it: once the page being opened starts early
// (startup/earlyRemotePage.ts) the load event can come before the page has rendered and asked for its
// data, and guesses must not compete with the page itself.
// A server-rendered page's own area has hydrated at that moment: `onFirstPageShown` runs its work in
// the same commit, before any later render (a part that shows once hydrated renders again at once, and
// would put the server's values back into fields the shopper changed meanwhile: startup/earlyFields.ts).
let markShown: () => void = () => undefined;
let shown = false;
const listeners: Array<() => void> = [];

export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Runs `work` when the first page shows, in the commit that shows it (at once if it has shown). */
export function onFirstPageShown(work: () => void): void {
  if (shown) work();
  else listeners.push(work);
}

/** Called from the page's layout effect: the first call marks the first page shown. */
export function pageShown(): void {
  if (shown) return;
  shown = true;
  for (const work of listeners.splice(0)) work();
  markShown();
}
