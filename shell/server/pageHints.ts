// Route-aware hints in the shell's page. Without them the browser learns of the remote
// page one round trip at a time: main.js, then runtime-config.json, then the remote's origin and its
// mf-manifest.json, then remoteEntry.js and the page chunks. The server knows the address, so the HTML
// carries the runtime config itself, opens the connection to the remote's origin and fetches its
// manifest beside main.js.
// Preloading remoteEntry.js and the page chunks from the HTML as well gains no paint and delays the
// first one: their bytes compete with the shell's own startup chunks from the first byte. So the HTML
// names the page and hints only the connection and the small manifest; the shell's entry starts the
// page's files once main.js runs (shell/src/startup/earlyRemotePage.ts).
import { splitLocalePath } from '@topup/shared-lib/rules';
import { remotePageOfPath } from '../src/routes/routeTable';
import { INLINE_RUNTIME_CONFIG_ID, REMOTE_PAGE_META } from '../src/startup/pageMarkers';

/** A value for a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The hint tags for one page request, given the remote manifest URLs of the same request's runtime
 * config. The manifest is asked for the way the federation runtime's fetch() will ask (CORS, no
 * credentials), so the browser hands that request the preloaded answer.
 */
export function pageHintTags(pathname: string, manifestUrls: Record<string, string | undefined>): string {
  const page = remotePageOfPath(splitLocalePath(pathname).path);
  const manifest = page ? manifestUrls[page.remote] : undefined;
  if (!page || !manifest) return '';
  let origin: string;
  try {
    origin = new URL(manifest).origin;
  } catch {
    return ''; // a relative or broken URL in the config: nothing worth hinting
  }
  // The page's route module, for the shell's entry to start its files at once
  // (shell/src/startup/earlyRemotePage.ts). Two connections: the manifest's fetch() is CORS without
  // credentials, the scripts are plain tags.
  return (
    `<meta name="${REMOTE_PAGE_META}" content="${escapeAttribute(`${page.remote}/${page.module}`)}">` +
    `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin="anonymous">` +
    `<link rel="preconnect" href="${escapeAttribute(origin)}">` +
    `<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin="anonymous">`
  );
}

/** What must not appear as itself in a script element's JSON (it could close the element or the line). */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Data written into the page as a JSON block, which no script policy runs. `<`, `>` and `&` are
 * escaped so nothing in it (answers carry store and shopper text) can close the block.
 */
export function jsonDataTag(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (found) => SCRIPT_ESCAPES[found] ?? found);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The runtime config written into the page, so the shell's entry has it without a request of its own (shell/src/startup/earlyRuntimeConfig.ts). */
export function runtimeConfigTag(config: unknown): string {
  return jsonDataTag(INLINE_RUNTIME_CONFIG_ID, config);
}

/**
 * The first match of `pattern` replaced by `text` exactly as it is. A string replacement would expand
 * `$&`, `` $` ``, `$'` and `$$` in it, and the text holds what shoppers wrote (a nickname, an order's
 * delivery fields): `` $` `` alone would copy the whole page before the match into it.
 */
export function replacedLiterally(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}

/** index.html with the tags at the end of <head> (after the shell's own preloads). */
export function withHints(html: string, tags: string): string {
  return tags ? replacedLiterally(html, '</head>', `${tags}</head>`) : html;
}

/** What the server adds to the shell's page for one request. */
export interface PageParts {
  /** Tags for the end of <head>. */
  head: string;
  /** A rendered `#root` element, in place of the empty one (serverRender.ts). */
  root?: string;
  /** The page's language, for `<html lang>`. */
  language?: string;
  /** A rendered page's title and descriptions, in place of index.html's defaults. */
  meta?: { title?: string; description?: string; keywords?: string };
  /** Rendered for one member (serverRender.ts): no cache may keep it. */
  personal?: boolean;
}

/** index.html's <title> and <meta name=description> as the page's render stated them. */
function withMeta(html: string, meta: NonNullable<PageParts['meta']>): string {
  let page = html;
  if (meta.title !== undefined)
    page = replacedLiterally(page, /<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`);
  if (meta.description !== undefined)
    page = replacedLiterally(
      page,
      /<meta name="?description"? content=("[^"]*"|[^ >]*)>/,
      `<meta name="description" content="${escapeAttribute(meta.description)}">`,
    );
  if (meta.keywords)
    page = withHints(page, `<meta name="keywords" content="${escapeAttribute(meta.keywords)}">`);
  return page;
}

/**
 * index.html with the request's parts. A rendered page paints before any script runs, so the shell's
 * styles, which index.html only preloads (the scripts apply them), become a stylesheet.
 */
export function withPageParts(html: string, parts: PageParts): string {
  let page = withHints(parts.meta ? withMeta(html, parts.meta) : html, parts.head);
  if (parts.language)
    page = replacedLiterally(page, /<html lang=[^ >]+/, `<html lang="${escapeAttribute(parts.language)}"`);
  if (!parts.root) return page;
  // `$1` here is the build's own stylesheet address, from index.html.
  const styled = page.replace(/<link rel=preload as=style (href=[^ >]+)[^>]*>/g, '<link rel=stylesheet $1>');
  // A rendered page is painted before its scripts are asked for (shell/src/index.ts): preloading them
  // would share a slow phone's bandwidth with the page's styles and pictures ahead of its first paint.
  const painted = styled.replace(/<link rel=preload as=script [^>]*>/g, '');
  return replacedLiterally(painted, /<div id="?root"?><\/div>/, parts.root);
}
