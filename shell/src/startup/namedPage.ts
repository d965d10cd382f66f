import { REMOTE_PAGE_META } from './pageMarkers';

/** The remote page the store's server named in the page (its route module), for the entry to start early. */
export interface NamedPage {
  remote: string;
  module: string;
}

/** The page named by `<meta name="remote-page">`, or null on a plain static host. */
export function namedPage(doc: Document = document): NamedPage | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_PAGE_META}"]`);
  const [remote, module] = meta?.content.split('/') ?? [];
  if (!meta || !remote || !module) return null;
  return { remote, module };
}
