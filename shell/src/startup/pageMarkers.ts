// What the store's server writes into the shell's page for the entry and bootstrap (shell/server),
// named once for both sides. Plain constants: the server and the tests import them without the
// federation runtime.

/** `<script type="application/json" id="runtime-config">`: the runtime config, data never run. */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

/** `<meta name="remote-page" content="storefront/HomePage">`: the route module the address shows. */
export const REMOTE_PAGE_META = 'remote-page';

/** `<script type="application/json" id="page-state">`: what a server-rendered page was rendered with (pageState.ts). */
export const PAGE_STATE_ID = 'page-state';

/** On `#root` when the store's server rendered the page inside it: the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * On `<html>` once a server-rendered page's own area has hydrated (bootstrap): the page is the browser's
 * from then on. For tools and tests that change the page's markup, which must wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** That attribute's value when the page was rendered for a member (with the member's session), any page. */
export const MEMBER_RENDERED = 'member';

/** The class of the element around a route's page (its remote's area), which hydrates after the shell. */
export const PAGE_AREA_CLASS = 'remote-area';
