// `npm run budgets` (and `npm test` after the build): first-load JavaScript of every app, gzipped,
// against scripts/budgets.json. Exits 1 when a budget is exceeded. Timings live in `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, firstLoadReport, type FirstLoadReport } from './buildOutput';

export interface Budgets {
  /** Kilobytes are 1024 bytes, gzipped. */
  homeFirstLoadKB: number;
  appsFirstLoadKB: Record<string, number>;
}

export interface BudgetRow {
  what: string;
  kb: number;
  budgetKb: number;
  ok: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function budgetRows(report: FirstLoadReport, budgets: Budgets): BudgetRow[] {
  const measured: Record<string, number> = {
    shell: report.shell.gzip,
    ...Object.fromEntries(Object.entries(report.remotes).map(([name, remote]) => [name, remote.gzip])),
  };
  const rows: BudgetRow[] = [
    {
      what: 'home (shell + storefront/HomePage)',
      kb: kb(report.home),
      budgetKb: budgets.homeFirstLoadKB,
      ok: report.home <= budgets.homeFirstLoadKB * 1024,
    },
  ];
  for (const [app, bytes] of Object.entries(measured)) {
    const budget = budgets.appsFirstLoadKB[app];
    if (budget === undefined) throw new Error(`scripts/budgets.json has no budget for ${app}`);
    const heaviest = report.remotes[app]?.heaviest;
    rows.push({
      what: heaviest ? `${app} (remoteEntry + ${heaviest})` : `${app} (index.html + bootstrap + shared)`,
      kb: kb(bytes),
      budgetKb: budget,
      ok: bytes <= budget * 1024,
    });
  }
  return rows;
}

function main(): void {
  const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'budgets.json'), 'utf8')) as Budgets;
  const rows = budgetRows(firstLoadReport(), budgets);
  console.table(
    rows.map((row) => ({
      'first-load JS (gzip)': row.what,
      KB: row.kb,
      budget: row.budgetKb,
      result: row.ok ? 'ok' : 'OVER BUDGET',
    })),
  );
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((row) => row.what).join(', ')} (scripts/budgets.json)`);
    process.exit(1);
  }
  console.log('All first-load JS budgets met.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
