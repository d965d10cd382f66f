// For a store served by a plain static host or CDN (docs/deploy.md, nginx): no server computes
// runtime-config.json per request there, so release and rollback also write it as a file when
// RUNTIME_CONFIG_FILE is set. The file is the template (RUNTIME_CONFIG_TEMPLATE, a JSON file with
// everything but the remotes; by default the API behind /api) plus each remote's manifest URL: its
// base URL (REMOTE_<NAME>_BASE, e.g. https://cdn.example.com/content) and its current release.
// `npm run runtime-config` writes it once, e.g. on the first deploy.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../../shell/server/appPorts.mjs';
import {
  type ReleasePointer,
  manifestPathOf,
  readReleasePointer,
  releasePointerPath,
} from '../../shell/server/releasePointer';

const DEFAULT_TEMPLATE = { apiBase: '', apiPrefix: '/api', mediaBase: '' };

export function renderRuntimeConfig(
  pointer: ReleasePointer,
  bases: Record<(typeof REMOTE_NAMES)[number], string>,
  template: Record<string, unknown> = DEFAULT_TEMPLATE,
): Record<string, unknown> {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      `${bases[name].replace(/\/+$/, '')}${manifestPathOf(pointer.remotes[name]?.current)}`,
    ]),
  );
  return { ...template, remotes };
}

/** Writes the file when RUNTIME_CONFIG_FILE is set; returns its path (null when not asked for). */
export function writeStaticRuntimeConfig(
  pointer: ReleasePointer,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const target = env.RUNTIME_CONFIG_FILE;
  if (!target) return null;
  const bases = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const base = env[`REMOTE_${name.toUpperCase()}_BASE`];
      if (!base)
        throw new Error(`RUNTIME_CONFIG_FILE needs REMOTE_${name.toUpperCase()}_BASE (the ${name} origin)`);
      return [name, base];
    }),
  ) as Record<(typeof REMOTE_NAMES)[number], string>;
  const template = env.RUNTIME_CONFIG_TEMPLATE
    ? (JSON.parse(readFileSync(env.RUNTIME_CONFIG_TEMPLATE, 'utf8')) as Record<string, unknown>)
    : DEFAULT_TEMPLATE;
  const file = path.resolve(target);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(renderRuntimeConfig(pointer, bases, template), null, 2)}\n`);
  renameSync(temporary, file); // a request never reads half a file
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  try {
    const written = writeStaticRuntimeConfig(readReleasePointer(releasePointerPath()));
    console.log(
      written ? `runtime config written: ${written}` : 'set RUNTIME_CONFIG_FILE (and REMOTE_<NAME>_BASE)',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
