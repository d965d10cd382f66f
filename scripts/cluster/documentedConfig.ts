// The nginx configuration of docs/deploy.md's "More than one machine", as written there, with its example
// addresses replaced by the test's own: the test runs the documented block, not a copy that could drift.
import fs from 'node:fs';
import path from 'node:path';

const DEPLOY_DOC = path.resolve(import.meta.dirname, '..', '..', 'docs', 'deploy.md');
const SECTION = '## More than one machine';

export interface ClusterAddresses {
  /** host:port of each store-api instance, then of each page server, in the block's order. */
  storeApis: string[];
  pageServers: string[];
  /** The port nginx listens on, on loopback. */
  port: number;
}

/** The block's `server host:port` lines in its two upstreams, and its `listen`, replaced. */
export function documentedClusterConfig(
  addresses: ClusterAddresses,
  doc = fs.readFileSync(DEPLOY_DOC, 'utf8'),
): string {
  const section = doc.slice(doc.indexOf(SECTION));
  const match = /```nginx\n([\s\S]*?)```/.exec(section);
  if (!doc.includes(SECTION) || !match?.[1])
    throw new Error(`docs/deploy.md has no nginx block under "${SECTION}"`);
  const upstreamServers = [...addresses.storeApis, ...addresses.pageServers];
  let next = 0;
  const block = match[1].replace(/^(\s*server )\d+\.\d+\.\d+\.\d+:\d+/gm, (_line, lead: string) => {
    const address = upstreamServers[next++];
    if (!address) throw new Error('docs/deploy.md names more upstream servers than the test runs');
    return `${lead}${address}`;
  });
  if (next !== upstreamServers.length)
    throw new Error(
      `docs/deploy.md names ${String(next)} upstream servers, the test runs ${String(upstreamServers.length)}`,
    );
  if (!/^\s*listen 80;/m.test(block))
    throw new Error('docs/deploy.md: the server block does not `listen 80;`');
  return block.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${String(addresses.port)};`);
}
