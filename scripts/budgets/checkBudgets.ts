// `npm run budgets` (and `npm test` after the build): first-load JavaScript of every app, gzipped,
// against scripts/budgets.json. Exits 1 when a budget is exceeded. Timings live in `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, firstLoadReport } from './buildOutput';
import { budgetRows, type Budgets } from './budgetRules';

function main(): void {
  const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'budgets.json'), 'utf8')) as Budgets;
  const rows = budgetRows(firstLoadReport(), budgets);
  console.table(
    rows.map((row) => ({
      'first-load JS (gzip)': row.what,
      KB: row.kb,
      budget: row.budgetKb,
      result: row.ok ? 'ok' : row.enforced ? 'OVER BUDGET' : 'not met (target, not enforced)',
    })),
  );
  const over = rows.filter((row) => !row.ok && row.enforced);
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((row) => row.what).join(', ')} (scripts/budgets.json)`);
    process.exit(1);
  }
  console.log('All first-load JS budgets met.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
