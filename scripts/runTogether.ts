// `tsx scripts/runTogether.ts typecheck lint`: runs npm scripts side by side and fails when any fails.
// `npm test` uses it for checks that each keep one core busy (tsc, eslint) or mostly wait (apt-get), so a
// 2-core machine runs them in the time of the longest. Each script's output is printed whole when it
// ends, never interleaved, so a failure reads as it would alone.
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
}

function run(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const done = (code: number) => {
      const seconds = (Date.now() - started) / 1000;
      const status = code === 0 ? 'passed' : `failed (exit ${String(code)})`;
      process.stdout.write(`\n── npm run ${script}: ${status} in ${seconds.toFixed(1)} s ──\n${output}`);
      resolve({ script, code });
    };
    child.on('error', (error) => {
      output += String(error);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

async function main(): Promise<void> {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) throw new Error('Name the npm scripts to run, e.g. `typecheck lint`.');
  const outcomes = await Promise.all(scripts.map(run));
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
