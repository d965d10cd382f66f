// Shape of bench/results.json (each section optional: a failed step leaves the rest usable).
import type { LighthouseResults } from './lighthouseRuns';
import type { BrowserResults } from './browserRuns';
import type { LayoutShiftResults } from './layoutShiftRuns';
import type { LongListResults } from './longListRuns';
import type { ApiBenchRow, LoadResults } from './apiRuns';
import type { ServerResults } from './serverRuns';

export interface BenchResults {
  date: string;
  commit: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  buildTimes?: { allSeconds: number; remotesSeconds: Record<string, number> };
  firstLoad?: { homeKb: number; appsKb: Record<string, number> };
  lighthouse?: LighthouseResults;
  browser?: BrowserResults;
  layoutShifts?: LayoutShiftResults;
  longList?: LongListResults;
  load?: LoadResults;
  server?: ServerResults;
  api?: ApiBenchRow[];
  /** The same calls with store-api on PostgreSQL (a throwaway cluster). */
  apiPostgres?: ApiBenchRow[];
  errors: string[];
}
