// `npm run rollback -w <remote>`: points the store back at the release of that remote that was
// current before (or its plain build when none is left). Takes effect on the next page load.
import path from 'node:path';
import {
  readReleasePointer,
  releasePointerPath,
  rollBack,
  writeReleasePointer,
} from '../shell/server/releasePointer';
import { ROOT, positionalOf, remoteFromArg } from './release/remoteArg';
import { writeStaticRuntimeConfig } from './release/staticRuntimeConfig';

function main(): void {
  const [remoteArg] = positionalOf(process.argv.slice(2));
  const remote = remoteFromArg(remoteArg);
  const pointerFile = releasePointerPath();
  const { pointer, serving } = rollBack(readReleasePointer(pointerFile), remote);
  writeReleasePointer(pointer, pointerFile);
  const staticConfig = writeStaticRuntimeConfig(pointer);
  if (staticConfig) console.log(`runtime config written: ${staticConfig}`);
  console.log(
    `${remote} rolled back: now serving ${serving ? `release ${serving}` : 'its plain build (dist/)'} ` +
      `(pointer ${path.relative(ROOT, pointerFile)})`,
  );
}

try {
  main();
} catch (error) {
  console.error(`rollback failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
