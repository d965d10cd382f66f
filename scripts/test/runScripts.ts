// Runs npm scripts and says how long each took. Scripts of one step run side by side (checks that each
// keep one core busy, like tsc and eslint, or mostly wait, like apt-get), so a 2-core machine runs them in
// the time of the longest; each one's output is printed whole when it ends, never interleaved, so a
// failure reads as it would alone.
import { spawn } from 'node:child_process';

export interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

/** One part of a run: an npm script, what it is given, and how the summary names it (default: both). */
export interface Part {
  script: string;
  args?: readonly string[];
  label?: string;
}

/** `npm run --silent script args...`, its output kept and printed whole when it ends. */
export function runScript({ script, args = [], label }: Part): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const npmArgs = ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])];
    const child = spawn('npm', npmArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let finished = false;
    const done = (code: number) => {
      if (finished) return;
      finished = true;
      const seconds = (Date.now() - started) / 1000;
      const status = code === 0 ? 'passed' : `failed (exit ${String(code)})`;
      const name = label ?? [script, ...args].join(' ');
      process.stdout.write(`\n── npm run ${name}: ${status} in ${seconds.toFixed(1)} s ──\n${output}`);
      resolve({ script: name, code, seconds });
    };
    child.on('error', (error) => {
      output += String(error);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** One step: its parts side by side. */
export type Step = Part[];

/**
 * Runs the steps one after another, stopping at the first that fails, and prints what each part took.
 * Resolves to whether every part passed.
 */
export async function runSteps(steps: readonly Step[]): Promise<boolean> {
  const started = Date.now();
  const outcomes: Outcome[] = [];
  let passed = true;
  for (const step of steps) {
    const results = await Promise.all(step.map(runScript));
    outcomes.push(...results);
    if (results.some((outcome) => outcome.code !== 0)) {
      passed = false;
      break;
    }
  }
  const total = (Date.now() - started) / 1000;
  const width = Math.max(...outcomes.map((outcome) => outcome.script.length));
  const lines = outcomes.map(
    (outcome) =>
      `  ${outcome.script.padEnd(width)}  ${outcome.code === 0 ? 'passed' : 'FAILED'}  ${outcome.seconds.toFixed(1).padStart(7)} s`,
  );
  process.stdout.write(
    `\n── parts ──\n${lines.join('\n')}\n  ${'total'.padEnd(width)}          ${total.toFixed(1).padStart(7)} s\n`,
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
  if (failed.length > 0) process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
  return passed;
}
