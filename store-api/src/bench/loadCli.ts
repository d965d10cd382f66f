// `npm run load -w store-api`: a short bounded load run (LOAD_REQUESTS requests, default 3000; LOAD_CONNECTIONS,
// default 10; LOAD_PROCESSES store-api processes on one database file, default 1) mixing reads, sign-ins,
// order creation and cancellation; exits 1 if any order was lost or duplicated, any answer was malformed or
// any request failed.
import { runOrderLoad, type OrderLoadReport } from './orderLoad';

/** A request count rather than a duration, so the run ends with every answer received and checked. */
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 1);

export function loadHeld(report: OrderLoadReport): boolean {
  return (
    report.errors === 0 &&
    report.non2xx === 0 &&
    report.malformed === 0 &&
    report.lost.length === 0 &&
    report.unexpected.length === 0 &&
    report.duplicates.length === 0 &&
    report.mismatched.length === 0 &&
    report.ordersCreated === report.ordersInDatabase
  );
}

async function main(): Promise<void> {
  const report = await runOrderLoad({ connections: CONNECTIONS, amount: REQUESTS, processes: PROCESSES });
  console.log(JSON.stringify(report, null, 2));
  const held = loadHeld(report);
  console.log(
    `${held ? 'Load held' : 'Load FAILED'}: ${String(report.processes)} process(es), ` +
      `${String(report.requests)} requests, ${String(report.errors)} errors, ` +
      `${String(report.non2xx)} non-2xx, ${String(report.ordersCreated)} orders created and checked against ${String(report.ordersInDatabase)} rows`,
  );
  if (!held) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
