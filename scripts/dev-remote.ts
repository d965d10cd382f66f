// `npm run dev -w <remote>`: the remote standalone in its harness (remote-harness: shared
// stores, a login, toasts, the site popups' frames) on its usual port, with a store-api behind /api.
// A store-api already answering on its port is reused; otherwise one is started here on the usual
// database file, and stopped with Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { LOCAL_SHELL_ORIGINS } from '../store-api/src/config/origins';
import { startStoreApi } from '../store-api/src/server';
import { APPS, STORE_API, portOf } from '../shell/server/appPorts.mjs';
import { ROOT, positionalOf, remoteFromArg } from './release/remoteArg';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const remote = remoteFromArg(positionalOf(process.argv.slice(2))[0]);
  const apiPort = portOf(STORE_API);
  let stopApi = async () => undefined as void;
  if (await answers(`http://127.0.0.1:${apiPort}/health`)) {
    console.log(`store-api already running on :${apiPort}, reused`);
  } else {
    const dbFile = path.resolve(ROOT, process.env.STORE_DB ?? 'store-api/data/store.db');
    // The demo profile; the harness's own origin may take the shopper back from payment and sign-in.
    const harness = portOf(APPS[remote]);
    const api = await startStoreApi({
      port: apiPort,
      host: '127.0.0.1',
      dbFile,
      sandboxes: true,
      shopOrigins: [...LOCAL_SHELL_ORIGINS, `http://localhost:${harness}`, `http://127.0.0.1:${harness}`],
    });
    console.log(`store-api started on :${apiPort} (${path.relative(ROOT, dbFile)})`);
    stopApi = () => api.close();
  }
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    cwd: path.join(ROOT, APPS[remote].folder),
    stdio: 'inherit',
  });
  console.log(
    `${remote} standalone: http://localhost:${portOf(APPS[remote])}/ (demo@topup.test / Demo1234!)`,
  );
  const stop = async (code: number) => {
    child.kill('SIGTERM');
    await stopApi();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  child.on('exit', (code) => void stop(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
