// The budget rules, apart from the file system so they can be tested: what counts, what fails.

export interface FileSize {
  file: string;
  gzip: number;
}
export interface LoadSet {
  files: FileSize[];
  gzip: number;
}

export interface FirstLoadReport {
  shell: LoadSet;
  /** Per remote: the heaviest expose's first load, and every expose's gzip total. */
  remotes: Record<string, { heaviest: string; gzip: number; exposes: Record<string, number> }>;
  /** What the home page needs: the shell plus storefront's HomePage. */
  home: number;
}

/** The script files index.html loads (src attributes, minified HTML or not). */
export function htmlScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((match) =>
    (match[1] ?? '').replace(/^\//, ''),
  );
}

export interface Budgets {
  /** Kilobytes are 1024 bytes, gzipped. */
  homeFirstLoadKB: number;
  appsFirstLoadKB: Record<string, number>;
  /** The goal for home's first load; a failure only while `enforceHomeTarget` is true. */
  homeTargetKB: number;
  enforceHomeTarget: boolean;
}

export interface BudgetRow {
  what: string;
  kb: number;
  budgetKb: number;
  ok: boolean;
  /** A target row reports; it fails the check only when enforced. */
  enforced: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function budgetRows(report: FirstLoadReport, budgets: Budgets): BudgetRow[] {
  const measured: Record<string, number> = {
    shell: report.shell.gzip,
    ...Object.fromEntries(Object.entries(report.remotes).map(([name, remote]) => [name, remote.gzip])),
  };
  const rows: BudgetRow[] = [
    {
      what: 'home (shell + storefront/HomePage)',
      kb: kb(report.home),
      budgetKb: budgets.homeFirstLoadKB,
      ok: report.home <= budgets.homeFirstLoadKB * 1024,
      enforced: true,
    },
    {
      what: 'home, spec target',
      kb: kb(report.home),
      budgetKb: budgets.homeTargetKB,
      ok: report.home <= budgets.homeTargetKB * 1024,
      enforced: budgets.enforceHomeTarget,
    },
  ];
  for (const [app, bytes] of Object.entries(measured)) {
    const budget = budgets.appsFirstLoadKB[app];
    if (budget === undefined) throw new Error(`scripts/budgets.json has no budget for ${app}`);
    const heaviest = report.remotes[app]?.heaviest;
    rows.push({
      what: heaviest ? `${app} (remoteEntry + ${heaviest})` : `${app} (index.html + startup chunks)`,
      kb: kb(bytes),
      budgetKb: budget,
      ok: bytes <= budget * 1024,
      enforced: true,
    });
  }
  return rows;
}
