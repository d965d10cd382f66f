// `npm run release -w <remote> [-- <version>]`: builds the remote into <remote>/dist/releases/<version>/
// and makes it the one the store serves (the release pointer, read by the shell's server on every
// request for runtime-config.json). The shell picks it up on the next page load; nothing else is
// rebuilt. The version defaults to package.json's plus a UTC build stamp (0.1.0-20261123154012).
// `--source <dir>` builds from a copy of the remote (same layout) instead of its folder.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  RELEASE_NAME,
  pointAt,
  readReleasePointer,
  releasePointerPath,
  writeReleasePointer,
} from '../shell/server/releasePointer';
import { ROOT, folderOf, optionOf, positionalOf, remoteFromArg } from './release/remoteArg';
import { writeStaticRuntimeConfig } from './release/staticRuntimeConfig';

function buildStamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function webpackBuild(sourceDir: string, outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: sourceDir,
      stdio: 'inherit',
      env: { ...process.env, APP_OUTPUT_DIR: outputDir },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [remoteArg, versionArg] = positionalOf(args);
  const remote = remoteFromArg(remoteArg);
  const folder = folderOf(remote);
  const source = path.resolve(ROOT, optionOf(args, 'source') ?? folder);
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  const version = optionOf(args, 'version') ?? versionArg ?? `${pkg.version}-${buildStamp()}`;
  if (!RELEASE_NAME.test(version)) throw new Error(`"${version}" is not a valid release name`);

  const outputDir = path.join(folder, 'dist', 'releases', version);
  // A release is immutable once published: its chunks may be cached for a year.
  if (existsSync(outputDir))
    throw new Error(`${path.relative(ROOT, outputDir)} exists: releases are immutable, pick a new version`);

  const started = performance.now();
  try {
    await webpackBuild(source, outputDir);
    if (!existsSync(path.join(outputDir, 'mf-manifest.json')))
      throw new Error('the build has no mf-manifest.json');
  } catch (error) {
    rmSync(outputDir, { recursive: true, force: true }); // never leave half a release to point at
    throw error;
  }
  const pointerFile = releasePointerPath();
  const pointer = pointAt(readReleasePointer(pointerFile), remote, version);
  writeReleasePointer(pointer, pointerFile);
  const staticConfig = writeStaticRuntimeConfig(pointer);
  if (staticConfig) console.log(`runtime config written: ${staticConfig}`);
  console.log(
    `${remote} ${version} released in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${path.relative(ROOT, outputDir)}, served from /releases/${version}/ (pointer ${path.relative(ROOT, pointerFile)})`,
  );
}

main().catch((error: unknown) => {
  console.error(`release failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
