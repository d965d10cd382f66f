// Names a remote on the command line: its short name (content) or its folder (mfe-content).
import path from 'node:path';
import { APPS, REMOTE_NAMES } from '../../shell/server/appPorts.mjs';
import type { RemoteName } from '../../shell/server/releasePointer';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export function remoteFromArg(arg: string | undefined): RemoteName {
  const found = REMOTE_NAMES.find((name) => name === arg || APPS[name].folder === arg);
  if (!found) {
    const known = REMOTE_NAMES.map((name) => `${name} (${APPS[name].folder})`).join(', ');
    throw new Error(`name a remote: ${known}; got "${arg ?? ''}"`);
  }
  return found;
}

export function folderOf(remote: RemoteName): string {
  return path.join(ROOT, APPS[remote].folder);
}

/** `--name value` or `--name=value` from argv. */
export function optionOf(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

/** Positional arguments (those not an option or an option's value). */
export function positionalOf(args: string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      if (!arg.includes('=')) i += 1;
    } else result.push(arg);
  }
  return result;
}
