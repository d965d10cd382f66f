// No two source modules whose import paths differ only in letter case (LoadingOverlay.tsx beside
// loadingOverlay.ts, both imported without their extension): a case-insensitive file system (macOS,
// Windows) holds only one of them, and a resolver that looks names up without case (the server build's
// esbuild) can open the wrong one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** The extensions an import may leave out. */
const RESOLVED = /\.(tsx?|jsx?|mjs)$/;

test('no two modules have import paths that differ only in letter case', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const byImportPath = new Map<string, string[]>();
  for (const file of files.filter((name) => RESOLVED.test(name))) {
    const key = file.replace(RESOLVED, '').toLowerCase();
    byImportPath.set(key, [...(byImportPath.get(key) ?? []), file]);
  }
  const clashes = [...byImportPath.values()].filter(
    (same) => new Set(same.map((file) => file.replace(RESOLVED, ''))).size > 1,
  );
  expect(clashes).toEqual([]);
});
