// `npm run spec-calls` (in `npm test`, after the contract): every call of the store API is in the
// generated API types, made by the front end's code, and that code is used by an app (not only by
// tests). Prints the calls that are not, and fails when there is one. `--all` prints every call's site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_CALLS } from '../../store-api/src/docs/specCalls';
import { apiTypeOperations } from './apiTypeOperations';
import { findCallSites } from './callSites';
import { frontEndLayout } from './frontEndLayout';
import { parseSpecCall, specCallName } from './specPathMatch';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const API_TYPES = path.join(ROOT, 'shared-lib/src/api/generated/storeApi.ts');

interface Row {
  call: string;
  problem: string;
  site: string;
}

function main(): void {
  const started = performance.now();
  const calls = SPEC_CALLS.map(parseSpecCall);
  const typed = apiTypeOperations(readFileSync(API_TYPES, 'utf8'));
  const sites = findCallSites(frontEndLayout(ROOT), calls);

  const rows: Row[] = calls.map((call) => {
    const name = specCallName(call);
    const found = sites.get(name) ?? [];
    const used = found.find((site) => site.usedBy);
    if (!typed.has(name)) return { call: name, problem: 'not in the generated API types', site: '' };
    if (found.length === 0) return { call: name, problem: 'no code makes it', site: '' };
    if (!used)
      return {
        call: name,
        problem: 'made only by code no app uses',
        site: found.map((site) => site.where).join(', '),
      };
    return { call: name, problem: '', site: `${used.where} <- ${used.usedBy ?? ''}` };
  });

  const uncovered = rows.filter((row) => row.problem);
  const shown = process.argv.includes('--all') ? rows : uncovered;
  if (shown.length > 0) {
    const width = Math.max(...shown.map((row) => row.call.length));
    for (const row of shown)
      (row.problem ? console.error : console.log)(
        `  ${row.call.padEnd(width)}  ${row.problem || 'ok'}${row.site ? `  (${row.site})` : ''}`,
      );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `spec-calls: ${rows.length - uncovered.length} of ${rows.length} calls of the store API made by app code (${seconds} s)`,
  );
  if (uncovered.length > 0) {
    console.error(`spec-calls: ${uncovered.length} call(s) of the store API no app makes`);
    process.exit(1);
  }
}

main();
