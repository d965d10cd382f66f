// The store's server writes the runtime config into the page (a JSON block, see
// shell/server/pageHints.ts); without it the shell asks for /runtime-config.json. Tests that change
// the config change it in both places, so they hold whichever way the shell gets it.
// The block is changed in the page, as the parser inserts it (before main.js, which is deferred,
// reads it), rather than by routing the HTML: Chromium treats a routed document as outside the
// loopback address space and then refuses its requests to the remotes on localhost.
import type { Page } from '@playwright/test';
import { INLINE_RUNTIME_CONFIG_ID } from 'shell/page-markers';

type Config = Record<string, unknown>;
/** Top-level keys replaced, except that an object merges into the object it replaces (`scripts`). */
export type ConfigPatch = Config;

function patched(config: Config, patch: ConfigPatch): Config {
  const result: Config = { ...config };
  for (const [key, value] of Object.entries(patch)) {
    const before = config[key];
    const bothObjects = [before, value].every(
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    );
    result[key] = bothObjects ? { ...(before as Config), ...(value as Config) } : value;
  }
  return result;
}

/** Replaces the config block's text (or removes the block, for null) as soon as the parser inserts it. */
async function onConfigBlock(page: Page, replacement: Config | null): Promise<void> {
  await page.addInitScript(
    ({ id, text }) => {
      const observer = new MutationObserver(() => {
        const block = document.getElementById(id);
        if (!block) return;
        observer.disconnect();
        if (text === null) block.remove();
        else block.textContent = text;
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { id: INLINE_RUNTIME_CONFIG_ID, text: replacement === null ? null : JSON.stringify(replacement) },
  );
}

/** The page without the config written in, so the shell requests /runtime-config.json. */
export async function withoutInlineRuntimeConfig(page: Page): Promise<void> {
  await onConfigBlock(page, null);
}

/**
 * The runtime config with `patch` applied, in the page and from /runtime-config.json. The page's
 * block holds what /runtime-config.json answers (composition.spec.ts checks it), so it is patched
 * from that answer.
 */
export async function patchRuntimeConfig(page: Page, patch: ConfigPatch): Promise<void> {
  const served = (await (await page.request.get('/runtime-config.json')).json()) as Config;
  await onConfigBlock(page, patched(served, patch));
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: patched((await response.json()) as Config, patch) });
  });
}

const INLINE_BLOCK = new RegExp(
  `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">([\\s\\S]*?)</script>`,
);

/** The config block the page was served with, parsed (null when there is none). */
export function inlineRuntimeConfig(html: string): Config | null {
  const json = INLINE_BLOCK.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as Config);
}
