// The page's title and description as its render states them. In the browser the head hooks write the
// document after rendering (shell useDocumentMeta, content usePageMeta); while the store's server
// renders a page (issue 10) they also state them here as they render, and the renderer writes them into
// the page's <head>: a server-rendered page has its own title before any script runs (search results,
// shared links, the tab).

export interface PageHead {
  title?: string;
  description?: string;
  keywords?: string;
}

let collecting: PageHead | null = null;

/** The server's renderer, around one render: collect, then take what the render stated. */
export function collectPageHead(): () => PageHead {
  const head: PageHead = {};
  collecting = head;
  return () => {
    if (collecting === head) collecting = null;
    return head;
  };
}

/** A head hook's render: what it will write to the document. Later calls win (a page's own title over its route's). */
export function statePageHead(part: PageHead): void {
  if (!collecting) return;
  for (const [name, value] of Object.entries(part) as [keyof PageHead, string | undefined][]) {
    if (value !== undefined) collecting[name] = value;
  }
}
