import type { RouteParams } from '@topup/shared-lib/src/api/publicReads';
import { REMOTE_PAGE_META, REMOTE_PAGE_PARAMS_ATTRIBUTE } from './pageMarkers';
import { parsedObject } from './parsedObject';

/** The remote page the store's server named in the page (scripts/serve/pageHints.ts), with its route's parameters. */
export interface NamedPage {
  remote: string;
  module: string;
  params: RouteParams;
}

/** A broken attribute names no parameters; the page still loads. */
function paramsOf(text: string | null): RouteParams {
  const parsed = text ? parsedObject(text) : null;
  if (!parsed) return {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') params[name] = value;
  return params;
}

/** The page named by `<meta name="remote-page">`, or null on a plain static host. */
export function namedPage(doc: Document = document): NamedPage | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_PAGE_META}"]`);
  const [remote, module] = meta?.content.split('/') ?? [];
  if (!meta || !remote || !module) return null;
  return { remote, module, params: paramsOf(meta.getAttribute(REMOTE_PAGE_PARAMS_ATTRIBUTE)) };
}
