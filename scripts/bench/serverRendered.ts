// Whether the store's server rendered a page, read from its HTML: the marker the server puts on #root
// (shell/src/startup/pageMarkers.ts). A page sent for the browser to render has an empty #root without it.
import { MEMBER_RENDERED, SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';

/** Rendered by the server; a member's page only counts when it was rendered for the member. */
export function isServerRendered(html: string, member: boolean): boolean {
  const root = /<div\b[^>]*\bid="root"[^>]*>/.exec(html)?.[0] ?? '';
  return member
    ? root.includes(`${SERVER_RENDERED_ATTRIBUTE}="${MEMBER_RENDERED}"`)
    : new RegExp(`\\s${SERVER_RENDERED_ATTRIBUTE}(?=[\\s=>])`).test(root);
}
