import type { RouteParams } from '@topup/shared-lib/src/api/publicReads';
import { REMOTE_PAGE_META, REMOTE_PAGE_PARAMS_ATTRIBUTE } from './pageMarkers';

/** The remote page the store's server named in the page (scripts/serve/pageHints.ts), with its route's parameters. */
export interface NamedPage {
  remote: string;
  module: string;
  params: RouteParams;
}

function paramsOf(text: string | null): RouteParams {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {}; // a broken attribute names no parameters; the page still loads
  }
}

/** The page named by `<meta name="remote-page">`, or null on a plain static host. */
export function namedPage(doc: Document = document): NamedPage | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_PAGE_META}"]`);
  const [remote, module] = meta?.content.split('/') ?? [];
  if (!meta || !remote || !module) return null;
  return { remote, module, params: paramsOf(meta.getAttribute(REMOTE_PAGE_PARAMS_ATTRIBUTE)) };
}
