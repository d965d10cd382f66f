// `npm start -w store-api`: runs the store API on its own, in production (STORE_SANDBOXES=off unless set
// to on), configured by the environment (config/env.ts; docs/deploy.md lists every variable).
import { logFormatFrom } from '@topup/server-kit';
import { readStoreApiConfig } from './config/env';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './db/seed/demoMember';
import { startStoreApi } from './server';

/** If closing hangs (a stuck connection), exit anyway rather than ignore a second Ctrl+C. */
const SHUTDOWN_GRACE_MS = 5000;

async function main(): Promise<void> {
  const config = readStoreApiConfig(process.env);
  const buildId = process.env.STORE_BUILD_ID?.trim();
  const api = await startStoreApi({
    ...config,
    log: true,
    logFormat: logFormatFrom(process.env),
    ...(buildId ? { buildId } : {}),
  });
  if (config.blockedCountries.length > 0)
    console.log(`Blocked countries: ${config.blockedCountries.join(', ')}`);
  const database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : config.dbFile;
  console.log(`Store API listening on ${api.url} (database: ${database})`);
  if (config.sandboxes) {
    console.log(
      `Sandboxes on (STORE_SANDBOXES=on). Demo login: ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}`,
    );
  } else {
    console.log('Sandboxes off: production profile (STORE_SANDBOXES=on runs the demo).');
  }

  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`${signal} received, closing the store API...`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to close the store API cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('Store API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
