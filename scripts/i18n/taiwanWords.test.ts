import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../budgets/buildOutput';
import { chineseSourceFiles, wordProblems } from './taiwanWords';

describe('zh-TW as Taiwan writes it', () => {
  it('reads every app’s string tables and store-api’s messages', () => {
    const files = chineseSourceFiles(ROOT).map((file) => path.relative(ROOT, file));
    for (const app of ['shell', 'shared-lib', 'mfe-storefront', 'mfe-account', 'mfe-checkout', 'mfe-content'])
      expect(files.some((file) => file.startsWith(`${app}/src/i18n/`))).toBe(true);
    expect(files).toContain('store-api/src/http/messagesZh.ts');
  });

  it('no string uses a mainland word or puts a space between Chinese words', () => {
    const problems = chineseSourceFiles(ROOT).flatMap((file) =>
      wordProblems(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('finds both kinds of problem', () => {
    const source =
      "const zh = { a: '已發貨', b: '使用 信用卡 付款', c: '訂單 {{sn}} 已出貨', d: 'Apple Pay 付款' };";
    expect(wordProblems('x.ts', source).map((found) => found.problem)).toEqual([
      '發貨 → 出貨',
      'space between Chinese',
    ]);
  });
});
