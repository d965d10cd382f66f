// `npm run bench:lines [-- <commit>] [--files]`: lines of code (codeLines.ts) of the page-speed machinery
// (the startup's early reads, the read caches and loaders, the server render) at an earlier commit and
// now. Before: the files at the commit (git show), 3b00977 by default, the store before its pages moved
// into their remotes' route modules. Now: the files git tracks, as they are in the working tree. Tests
// are not counted. `--files` lists every file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../budgets/buildOutput';
import { codeLines } from './codeLines';

const DEFAULT_BEFORE = '3b00977';

/** A folder's files (`recursive`: with its subfolders'), or one file. */
interface Place {
  path: string;
  recursive?: boolean;
}

/** The machinery's parts, where each lived before and where it lives now. */
const PARTS: readonly { name: string; before: readonly Place[]; now: readonly Place[] }[] = [
  {
    name: 'startup early reads',
    before: [{ path: 'shell/src/startup/' }],
    now: [{ path: 'shell/src/startup/' }],
  },
  {
    name: 'read caches and loaders',
    before: [
      { path: 'shared-lib/src/api/publicReads.ts' },
      { path: 'shared-lib/src/api/pageAnswers.ts' },
      { path: 'shared-lib/src/platform/tracked.ts' },
      { path: 'shared-lib/src/ui/useAsync.ts' },
    ],
    now: [
      { path: 'shared-lib/src/routing/' },
      { path: 'shell/src/pageRuntime/' },
      { path: 'shared-lib/src/ui/useAsync.ts' },
    ],
  },
  {
    name: 'server render',
    before: [{ path: 'shell/src/server/' }, { path: 'scripts/serve/' }],
    now: [{ path: 'shell/server/', recursive: true }],
  },
];

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.(ts|tsx)$/;

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Whether `file` (a path from the repository's root) is one of `places`' sources. */
function isIn(file: string, places: readonly Place[]): boolean {
  if (!SOURCE.test(file) || TEST.test(file)) return false;
  return places.some((place) => {
    if (!place.path.endsWith('/')) return file === place.path;
    if (!file.startsWith(place.path)) return false;
    return place.recursive === true || !file.slice(place.path.length).includes('/');
  });
}

type Counted = Map<string, number>;

function countBefore(commit: string, places: readonly Place[]): Counted {
  const files = git('ls-tree', '-r', '--name-only', commit).split('\n').filter(Boolean);
  const counted: Counted = new Map();
  for (const file of files.filter((name) => isIn(name, places)))
    counted.set(file, codeLines(git('show', `${commit}:${file}`)));
  return counted;
}

function countNow(places: readonly Place[]): Counted {
  const files = git('ls-files').split('\n').filter(Boolean);
  const counted: Counted = new Map();
  for (const file of files.filter((name) => isIn(name, places))) {
    const full = path.join(ROOT, file);
    if (fs.existsSync(full)) counted.set(file, codeLines(fs.readFileSync(full, 'utf8')));
  }
  return counted;
}

const total = (counted: Counted) => [...counted.values()].reduce((sum, lines) => sum + lines, 0);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const [header, ...body] = rows;
  return [
    line(header ?? []),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const ref = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_BEFORE;
  const commit = git('rev-parse', '--short', `${ref}^{commit}`).trim();
  const counts = PARTS.map((part) => ({
    name: part.name,
    before: countBefore(commit, part.before),
    now: countNow(part.now),
  }));
  const change = (before: number, now: number) => {
    const sign = now >= before ? '+' : '-';
    const percent = before > 0 ? ` (${sign}${Math.abs(Math.round(((now - before) / before) * 100))}%)` : '';
    return `${sign}${Math.abs(now - before)}${percent}`;
  };
  const rows = counts.map(({ name, before, now }) => {
    const [b, n] = [total(before), total(now)];
    return [name, String(b), String(n), change(b, n)];
  });
  const allBefore = counts.reduce((sum, part) => sum + total(part.before), 0);
  const allNow = counts.reduce((sum, part) => sum + total(part.now), 0);
  console.log(`Lines of code (not blank, not comment; tests left out) of the page-speed machinery\n`);
  console.log(
    table([
      ['part', `before (${commit})`, 'now', 'change'],
      ...rows,
      ['all', String(allBefore), String(allNow), change(allBefore, allNow)],
    ]),
  );
  if (args.includes('--files')) {
    for (const part of counts) {
      console.log(`\n${part.name}`);
      for (const [side, counted] of [
        [commit, part.before],
        ['now', part.now],
      ] as const) {
        for (const [file, lines] of counted)
          console.log(`  ${side.padEnd(8)} ${String(lines).padStart(5)}  ${file}`);
      }
    }
  }
}

main();
