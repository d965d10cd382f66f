// The first remote content on screen. Guesses about the next pages (remotePreload.ts) wait for it:
// once the page being opened starts early (startup/earlyRemotePage.ts) the load event can come before
// the page has rendered and asked for its data, and guesses must not compete with the page itself.
let markShown: () => void = () => undefined;

export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function pageShown(): void {
  markShown();
}
