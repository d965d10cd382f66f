// `npm run test:quick`: what a developer runs before a commit, in a few minutes: the type-check of every
// package, ESLint and Prettier on the files the change touched, and the jest tests related to them (jest
// follows the imports). The change is the work tree against QUICK_BASE, by default where this branch
// left main (on main itself: the uncommitted work). `npm test` stays the whole check.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runSteps, type Step } from './runScripts';

const git = (...args: string[]): string =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function baseOfChange(): string {
  if (process.env.QUICK_BASE) return process.env.QUICK_BASE;
  try {
    return git('merge-base', 'HEAD', 'main');
  } catch {
    return 'HEAD';
  }
}

/** Files the change adds or edits (deleted ones have nothing to lint), committed or not. */
function changedFiles(base: string): string[] {
  const listed = [
    git('diff', '--name-only', '--diff-filter=d', base),
    git('ls-files', '--others', '--exclude-standard'),
  ].join('\n');
  return [...new Set(listed.split('\n').filter(Boolean))].filter((file) => existsSync(file));
}

const LINTED = /\.(ts|tsx|mjs|js)$/;
const FORMATTED = /\.(ts|tsx|mjs|js|json|md|css|html|ya?ml)$/;

function main(): void {
  const base = baseOfChange();
  const files = changedFiles(base);
  console.log(`Changed since ${base.slice(0, 12)}: ${String(files.length)} file(s)`);
  const linted = files.filter((file) => LINTED.test(file));
  const formatted = files.filter((file) => FORMATTED.test(file));
  const countOf = (count: number) => `${String(count)} file${count === 1 ? '' : 's'}`;
  const checks: Step = [{ script: 'typecheck' }];
  if (linted.length > 0)
    checks.push({ script: 'lint:files', args: linted, label: `eslint (${countOf(linted.length)})` });
  if (formatted.length > 0)
    checks.push({
      script: 'format:check',
      args: formatted,
      label: `prettier (${countOf(formatted.length)})`,
    });
  const steps: Step[] = [checks];
  if (files.length > 0)
    steps.push([
      {
        script: 'test:unit',
        args: [`--changedSince=${base}`, '--passWithNoTests'],
        label: 'jest (tests related to the change)',
      },
    ]);
  void runSteps(steps).then((passed) => {
    if (!passed) process.exit(1);
  });
}

main();
