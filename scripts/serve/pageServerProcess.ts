// The shell's page server as scripts/serve.ts runs it: its production bundle (dist/page-server/main.mjs,
// `npm run build`) in a child process, plain node, as production runs it. Resolves once it listens.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageServerMessage } from '../../shell/server/main';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PAGE_SERVER_BUNDLE = path.join(ROOT, 'dist', 'page-server', 'main.mjs');

export interface RunningPageServer {
  url: string;
  /** SIGTERM: it drains its requests in flight and exits (shell/server/main.ts). */
  close(): Promise<void>;
  /** SIGKILL: it ends at once, requests in flight unanswered (the cluster test's failure). */
  kill(): void;
}

export function startPageServer(env: NodeJS.ProcessEnv): Promise<RunningPageServer> {
  if (!existsSync(PAGE_SERVER_BUNDLE)) {
    return Promise.reject(new Error(`${PAGE_SERVER_BUNDLE} is missing. Run \`npm run build\` first.`));
  }
  // No TypeScript loader: the bundle is plain JavaScript, whatever loader runs this script.
  const child = fork(PAGE_SERVER_BUNDLE, [], { env, execArgv: [], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The page server exited with ${String(code)}.`)));
    child.once('message', (message: PageServerMessage) => {
      resolve({
        url: message.listening,
        close: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
        kill: () => {
          child.kill('SIGKILL');
        },
      });
    });
  });
}
