// `npm run test:postgres`: store-api's whole suite again, on PostgreSQL (a throwaway cluster), where the
// plain `jest` run has used the embedded file.
import { spawnSync } from 'node:child_process';
import { startThrowawayCluster } from './throwawayCluster';

async function main(): Promise<number> {
  const cluster = await startThrowawayCluster();
  try {
    const result = spawnSync('npx', ['jest', '--selectProjects', 'store-api'], {
      stdio: 'inherit',
      env: { ...process.env, STORE_TEST_DATABASE_URL: cluster.url },
    });
    return result.status ?? 1;
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
