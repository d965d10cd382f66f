// What parses and cleans HTML that comes as data (article bodies, content's sanitizeHtml.ts): the
// browser's own window, or on the store's server the one the shell's renderer makes (a DOM in node,
// shell/server/render/renderPage.tsx), so a server-rendered article reads as the browser will render it.

/** A window with its DOM constructors, as the browser's global one. */
export type HtmlWindow = Window & typeof globalThis;

let serverWindow: (() => HtmlWindow) | null = null;

/** The server's renderer names how to make its window (made once, on first use). */
export function provideServerWindow(make: () => HtmlWindow): void {
  let made: HtmlWindow | null = null;
  serverWindow = () => (made ??= make());
}

/** The window HTML is parsed in; throws on a server that provided none. */
export function htmlWindow(): HtmlWindow {
  if (typeof window !== 'undefined') return window;
  if (!serverWindow) throw new Error('No window to parse HTML in: the server renderer provides one');
  return serverWindow();
}
