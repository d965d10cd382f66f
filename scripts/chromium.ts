// Where Playwright finds Chromium: Debian's package, since Playwright's own browser download cannot reach its host here.
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Flags that let Chromium run as root in a sandboxed machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A document a test hands the browser itself (e2e/support/browserRendered.ts) has no address, so
  // Chromium counts it as a public page and refuses its requests to the remotes on localhost; the
  // store's own pages come from localhost and are never refused.
  '--disable-features=LocalNetworkAccessChecks',
];
