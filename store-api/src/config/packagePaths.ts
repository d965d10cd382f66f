import fs from 'node:fs';
import path from 'node:path';

// Paths are resolved from this file, not from process.cwd(), so `npm start -w store-api`, the root serve
// script and tests all agree on where the database lives whatever folder they were started from.
// (The package runs as CommonJS under tsx and jest, and bundled in dist/, where __dirname is defined.)

/** The folder of store-api's package.json, above this file's (src/config/ as source, dist/ as a bundle). */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'store-api'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`store-api's package.json not found above ${from}`);
  }
}

export const packageRoot = findPackageRoot(__dirname);

export const defaultDatabaseFile = path.join(packageRoot, 'data', 'store.db');
