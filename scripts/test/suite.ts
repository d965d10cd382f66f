// `npm test`: every check the README promises, in the order that fails fastest, each part timed. Checks
// that keep one core busy each run side by side; jest, the build and Playwright use every core alone.
import { runSteps, type Step } from './runScripts';

const part = (script: string, ...args: string[]) => ({ script, args });

const steps: Step[] = [
  [part('api:types', '--check')],
  [part('typecheck'), part('lint'), part('chromium')],
  [part('test:unit')],
  [part('contract'), part('spec-calls'), part('test:postgres')],
  [part('build')],
  [part('budgets')],
  [part('test:cluster')],
  [part('test:e2e:run')],
];

void runSteps(steps).then((passed) => {
  if (!passed) process.exit(1);
});
