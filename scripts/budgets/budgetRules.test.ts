import { budgetRows, htmlScripts, type FirstLoadReport } from './budgetRules';

const report: FirstLoadReport = {
  shell: { files: [], gzip: 150 * 1024 },
  remotes: {
    storefront: { heaviest: 'HomePage', gzip: 12 * 1024, exposes: { HomePage: 12 * 1024 } },
  },
  home: 162 * 1024,
};

describe('budgetRows', () => {
  it('passes what fits and fails what exceeds, with the target for home', () => {
    const rows = budgetRows(report, {
      homeFirstLoadKB: 170,
      appsFirstLoadKB: { shell: 160, storefront: 10 },
      homeTargetKB: 150,
      enforceHomeTarget: false,
    });
    expect(rows.map((row) => [row.what, row.ok, row.enforced])).toEqual([
      ['home (shell + storefront/HomePage)', true, true],
      ['home, spec target', false, false],
      ['shell (index.html + startup chunks)', true, true],
      ['storefront (remoteEntry + HomePage)', false, true],
    ]);
  });

  it('refuses an app without a budget', () => {
    const budgets = {
      homeFirstLoadKB: 170,
      appsFirstLoadKB: { shell: 160 },
      homeTargetKB: 170,
      enforceHomeTarget: true,
    };
    expect(() => budgetRows(report, budgets)).toThrow(/no budget for storefront/);
  });
});

describe('htmlScripts', () => {
  it('reads script sources from minified and plain HTML', () => {
    expect(
      htmlScripts(
        '<script defer src=/main.1a2b3c4d.js></script><script src="/x.js" defer></script><script>1</script>',
      ),
    ).toEqual(['main.1a2b3c4d.js', 'x.js']);
  });
});
