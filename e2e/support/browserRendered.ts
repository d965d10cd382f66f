// A page the browser renders itself. The store's server renders nearly every page (shell/server), and
// sends a page for the browser to render when it cannot: a remote down, a render error, a read that
// failed or was slow. Tests of the browser's own render and reads (their failures, their Retry) start
// from such a page: the document the server sent, with the rendered `#root` emptied and its state
// dropped, exactly what the server sends when its render fails.
import type { BrowserContext } from '@playwright/test';
import { PAGE_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';

/** The rendered root, from its opening tag to the end of <body> (it is <body>'s last element). */
const RENDERED_ROOT = new RegExp(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}[^>]*>[\\s\\S]*</body>`);
const PAGE_STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">[\\s\\S]*?</script>`);

/**
 * Every page this context opens at the store's origin (`baseURL`) arrives for the browser to render.
 * Only the shell's own addresses are intercepted: requests to the remotes' origins (CORS) go untouched.
 */
export async function asBrowserRendered(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('asBrowserRendered needs the base URL (the baseURL fixture)');
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) =>
      url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/media/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(PAGE_STATE, '')
        .replace(RENDERED_ROOT, () => '<div id="root"></div></body>');
      // The body is sent as text: the original's encoding and length no longer apply.
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}
