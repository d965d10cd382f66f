// An app whose strings are split into parts (src/i18n/*Strings.ts tables, each added to the app's
// namespace by its register module, src/i18n/register*Strings.ts, when that is imported) shows a key only
// where the part holding it is registered: a file that shows a key must import that part's register
// module itself, or a page whose chunk lacks it shows the bare key. This reads the parts' English tables
// and every source file's keys, and lists the files that miss an import.
import fs from 'node:fs';
import path from 'node:path';

export interface StringModule {
  /** The register module's file name without extension (`registerHomeStrings`). */
  name: string;
  /** Every key path of its English table (`home.title`, `home.sections`, `home.sections.hot`). */
  keys: string[];
}

/** The start of a strings module's English table. */
const TABLE = /^(export )?const en = \{$/m;

/** The key paths of the `const en = { ... };` table of a strings module's source. */
export function tableKeys(source: string): string[] {
  const start = source.search(TABLE);
  if (start < 0) throw new Error('no `const en = {` table');
  const lines = source.slice(start).split('\n');
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of lines.slice(1)) {
    if (/^\};/.test(line)) break;
    const match = /^(\s*)([A-Za-z0-9_]+|'[^']+'):(?: |$)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 2 - 1;
    const key = (match[2] ?? '').replace(/^'|'$/g, '');
    stack.length = depth;
    stack.push(key);
    keys.push(stack.join('.'));
  }
  return keys;
}

/** The register modules of `i18n/` and the keys of the table each registers (`import { en, zhTW } from './x'`). */
export function readStringModules(i18nDir: string): StringModule[] {
  return fs
    .readdirSync(i18nDir)
    .filter((file) => /^register[A-Za-z]*\.ts$/.test(file))
    .map((file) => {
      const source = fs.readFileSync(path.join(i18nDir, file), 'utf8');
      // Both languages from one table, or English alone where the other languages are fetched with a page
      // in them (the keys are English's either way).
      const table = /^import \{ en(?:, zhTW)? \} from '\.\/([A-Za-z]+)';$/m.exec(source)?.[1];
      if (!table) throw new Error(`${file} registers no table (import { en, zhTW } from './...')`);
      const keys = tableKeys(fs.readFileSync(path.join(i18nDir, `${table}.ts`), 'utf8'));
      return { name: file.replace(/\.ts$/, ''), keys };
    });
}

/**
 * The keys a source file names: quoted keys ('home.title', `${NS}:meta.search.title`), and the fixed
 * start of built ones (`home.sections.${key}` names `home.sections.`).
 */
export function namedKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(
    /(['`])(?:\$\{NS\}:)?([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*\.?)(\$\{|\1)/g,
  )) {
    const key = match[2] ?? '';
    const built = match[3] === '${';
    if (!key.includes('.') && !built) continue;
    keys.push(built ? key.replace(/[^.]*$/, '') : key);
  }
  return keys;
}

/** The strings modules a key can come from: the one holding it, or any holding keys under it. */
function holders(key: string, modules: StringModule[]): StringModule[] {
  const prefix = key.endsWith('.');
  return modules.filter((module) => {
    // A key written on one line (`kinds: { game: 'Games' }`) holds the keys under it.
    const inline = (held: string) => !module.keys.some((other) => other.startsWith(`${held}.`));
    return module.keys.some(
      (held) =>
        (key.startsWith(`${held}.`) && inline(held)) ||
        (prefix
          ? held.startsWith(key)
          : held === key ||
            held.startsWith(`${key}.`) ||
            // i18next plurals: `search.results` shows `search.results_one` or `_other`.
            held.startsWith(`${key}_`)),
    );
  });
}

export interface MissingImport {
  file: string;
  key: string;
  /** The modules holding the key (import one); empty: no module holds it. */
  modules: string[];
}

/**
 * Files under `srcDir` (tests aside) that name a key of the app's strings without importing the register
 * module of its part. `startup`: register modules the app imports before anything renders (the shell's
 * registerShellStrings), which no file needs to import.
 */
export function missingStringImports(srcDir: string, startup: string[] = []): MissingImport[] {
  const modules = readStringModules(path.join(srcDir, 'i18n'));
  const groups = new Set(modules.flatMap((module) => module.keys.map((key) => key.split('.')[0])));
  const missing: MissingImport[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(srcDir, 'i18n')) visit(file);
        continue;
      }
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const source = fs.readFileSync(file, 'utf8');
      const imported = new Set(
        [...source.matchAll(/^(?:import|} from) '[./]*i18n\/(register[A-Za-z]+)';$/gm)].map(
          (match) => match[1],
        ),
      );
      for (const key of new Set(namedKeys(source))) {
        if (!groups.has(key.split('.')[0] ?? '')) continue;
        const from = holders(key, modules);
        if (from.some((module) => imported.has(module.name) || startup.includes(module.name))) continue;
        missing.push({ file: path.relative(srcDir, file), key, modules: from.map((module) => module.name) });
      }
    }
  };
  visit(srcDir);
  return missing;
}
