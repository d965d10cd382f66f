import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../budgets/buildOutput';
import { missingStringImports, namedKeys, tableKeys } from './stringModules';

/** The apps whose strings are split into modules, and the modules each registers at its start. */
const SPLIT_APPS: [string, string[]][] = [
  ['mfe-storefront', []],
  ['mfe-account', []],
  ['shell', ['registerShellStrings']],
];

describe('strings split into modules', () => {
  test.each(SPLIT_APPS)('%s: every file imports the strings it shows', (app, startup) => {
    expect(missingStringImports(path.join(ROOT, app, 'src'), startup)).toEqual([]);
  });

  test('a table gives its key paths, quoted keys too', () => {
    const source = [
      'const en = {',
      '  home: {',
      "    title: 'Home',",
      "    kinds: { game: 'Game' },",
      '  },',
      '  errorPage: {',
      "    '404': 'Not found',",
      '  },',
      '};',
    ].join('\n');
    expect(tableKeys(source)).toEqual(['home', 'home.title', 'home.kinds', 'errorPage', 'errorPage.404']);
  });

  test('a file names quoted keys and the fixed start of built ones', () => {
    const source = "t('home.title'); t(`home.sections.${key}`); t(`${NS}:meta.${entry}.title`); x('plain');";
    expect(namedKeys(source)).toEqual(['home.title', 'home.sections.', 'meta.']);
  });

  test('a file showing a key of a part whose register module it does not import is reported', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'string-modules-'));
    fs.mkdirSync(path.join(src, 'i18n'));
    fs.mkdirSync(path.join(src, 'home'));
    /** A part's table and its register module. */
    const part = (table: string, register: string, group: string, key: string) => {
      fs.writeFileSync(
        path.join(src, 'i18n', `${table}.ts`),
        `export const en = {\n  ${group}: {\n    ${key}: 'x',\n  },\n};\n`,
      );
      fs.writeFileSync(path.join(src, 'i18n', `${register}.ts`), `import { en, zhTW } from './${table}';\n`);
    };
    part('homeStrings', 'registerHomeStrings', 'home', 'title');
    part('listStrings', 'registerListStrings', 'list', 'more');
    fs.writeFileSync(
      path.join(src, 'home', 'Home.tsx'),
      "import '../i18n/registerHomeStrings';\nt('home.title'); t('list.more'); t('home.nothing');\n",
    );
    try {
      expect(missingStringImports(src)).toEqual([
        { file: path.join('home', 'Home.tsx'), key: 'list.more', modules: ['registerListStrings'] },
        { file: path.join('home', 'Home.tsx'), key: 'home.nothing', modules: [] },
      ]);
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });
});
