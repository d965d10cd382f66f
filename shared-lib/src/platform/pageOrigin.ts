// The origin of the page being rendered: the browser's own, or on the store's server the origin the
// request was made to (set by the shell's renderer for each render, shell/server/render/renderPage.tsx).

let renderedOrigin = '';

/** The server's renderer names the request's origin before each render. */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}

/** `window.location.origin` in the browser; the request's origin while the server renders. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? renderedOrigin : window.location.origin;
}
