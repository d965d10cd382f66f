// The benchmark's table: every figure of the current run with the baseline run's beside it (bench/
// baseline.json) and its target.
import budgets from '../budgets.json';
import type { BenchResults } from './benchTypes';
import {
  CLS_TARGET,
  LIGHTHOUSE_RUN_NAMES,
  LIGHTHOUSE_RUN_SETTINGS,
  LIGHTHOUSE_TARGETS,
  SERVER_PAGES,
} from './benchConfig';
import type { ServerSide } from './serverRuns';

/** Home's first-load JS goal (gzip), the one `npm run budgets` reports. */
const HOME_JS_TARGET = `<= ${String(budgets.homeTargetKB)}`;

interface Row {
  section: string;
  metric: string;
  value: number | string | null | undefined;
  baseline: number | string | null | undefined;
  target?: string;
}

type Path = (results: BenchResults) => number | string | null | undefined;

function rowsOf(current: BenchResults, baseline: BenchResults | null): Row[] {
  const rows: Row[] = [];
  const add = (section: string, metric: string, get: Path, target?: string) => {
    const safe = (results: BenchResults | null) => {
      if (!results) return undefined;
      try {
        return get(results);
      } catch {
        return undefined;
      }
    };
    rows.push({ section, metric, value: safe(current), baseline: safe(baseline), target });
  };
  for (const name of LIGHTHOUSE_RUN_NAMES) {
    const pages = Object.keys(current.lighthouse?.[name] ?? {});
    const targets = LIGHTHOUSE_RUN_SETTINGS[name].targets ? LIGHTHOUSE_TARGETS : null;
    for (const page of pages) {
      const section = `lighthouse ${name}: ${page}`;
      const lh = (results: BenchResults) => results.lighthouse?.[name]?.[page];
      const scored = targets && page !== 'account center';
      add(
        section,
        'performance score',
        (r) => lh(r)?.score,
        scored ? `>= ${String(targets.minScore)}` : undefined,
      );
      add(section, 'FCP ms', (r) => lh(r)?.fcpMs);
      add(section, 'LCP ms', (r) => lh(r)?.lcpMs, targets ? `<= ${String(targets.maxLcpMs)}` : undefined);
      add(section, 'TBT ms', (r) => lh(r)?.tbtMs, targets ? `<= ${String(targets.maxTbtMs)}` : undefined);
      add(section, 'CLS', (r) => lh(r)?.cls, targets ? `<= ${String(targets.maxCls)}` : undefined);
      add(section, 'JS KB (gzip)', (r) => lh(r)?.jsGzipKb, page === 'home' ? HOME_JS_TARGET : undefined);
      add(section, 'JS KB transferred (br)', (r) => lh(r)?.jsTransferKb);
    }
  }
  if (current.server) {
    const { connections, seconds } = current.server;
    for (const page of SERVER_PAGES) {
      const section = `server ${String(connections)} connections, ${String(seconds)} s: ${page.name}`;
      const side = (results: BenchResults, which: 'before' | 'now') =>
        results.server?.[which]?.pages[page.name];
      for (const which of ['now', 'before'] as const) {
        const at = which === 'now' ? '' : ` (${current.server.before?.commit ?? 'before'})`;
        const now = which === 'now';
        const { minPagesPerSecond, maxP99Ms } = page.targets;
        add(
          section,
          `pages/s${at}`,
          (r) => side(r, which)?.pagesPerSecond,
          now ? `>= ${String(minPagesPerSecond)}` : undefined,
        );
        add(section, `p50 ms${at}`, (r) => side(r, which)?.p50Ms);
        add(section, `p99 ms${at}`, (r) => side(r, which)?.p99Ms, now ? `<= ${String(maxP99Ms)}` : undefined);
        add(
          section,
          `server-rendered (sampled)${at}`,
          (r) => renderedShare(side(r, which)),
          now ? 'all' : undefined,
        );
        add(section, `non-2xx + errors${at}`, (r) => failures(side(r, which)), now ? '= 0' : undefined);
        if (!current.server.before) break;
      }
    }
  }
  add('first-load JS (build)', 'home KB (gzip)', (r) => r.firstLoad?.homeKb, HOME_JS_TARGET);
  for (const app of Object.keys(current.firstLoad?.appsKb ?? {})) {
    add('first-load JS (build)', `${app} KB (gzip)`, (r) => r.firstLoad?.appsKb[app]);
  }
  for (const pkg of Object.keys(current.browser?.sharedDownloads ?? {})) {
    add('shared downloads', pkg, (r) => r.browser?.sharedDownloads[pkg]?.downloads, '= 1');
  }
  (current.browser?.jumps ?? []).forEach((jump, index) => {
    add(
      'client-side jumps',
      `${jump.from} -> ${jump.to} ms (${jump.how})`,
      (r) => r.browser?.jumps[index]?.ms,
      '<= 150',
    );
  });
  add('client-side jumps', 'median ms', (r) => r.browser?.jumpMedianMs, '<= 150');
  const shifts = 'layout shifts (every route)';
  add(shifts, 'visits (screens x guest, member x routes)', (r) => r.layoutShifts?.visits.length);
  add(
    shifts,
    'worst CLS',
    (r) => r.layoutShifts && (r.layoutShifts.worst?.cls ?? 0),
    `<= ${String(CLS_TARGET)}`,
  );
  add(shifts, 'worst page', (r) => {
    const worst = r.layoutShifts?.worst;
    return worst
      ? `${worst.path} (${[worst.visitor, worst.screen ?? 'phone'].join(', ')})`
      : r.layoutShifts && 'none moved';
  });
  add(shifts, `visits over ${String(CLS_TARGET)}`, (r) => r.layoutShifts?.over, '= 0');
  const list = `long list (${String(current.longList?.products ?? '-')} cards, phone, CPU 4x)`;
  add(list, 'Show more, first steps ms', (r) => r.longList?.showMoreMs.firstSteps);
  add(list, 'Show more, last steps ms', (r) => r.longList?.showMoreMs.lastSteps);
  add(list, 'whole-page relayout ms', (r) => r.longList?.relayoutMs);
  add('memory', 'JS heap after round 1 MB', (r) => r.browser?.memory.heapAfterRound1Mb, '<= 40');
  add('memory', 'JS heap after round 2 MB', (r) => r.browser?.memory.heapAfterRound2Mb, '<= 40');
  add('memory', 'growth round to round %', (r) => r.browser?.memory.growthPercent, '<= 10');
  add('memory', 'store-api RSS after load MB (own process)', (r) => r.load?.rssAfterMb, '<= 150');
  add('memory', 'npm start process RSS after load MB', (r) => r.load?.serveRssAfterMb);
  add('memory', 'load run req/s (mixed hot calls)', (r) => r.load?.requestsPerSecond);
  add('build', 'all apps s', (r) => r.buildTimes?.allSeconds, '<= 60');
  for (const remote of Object.keys(current.buildTimes?.remotesSeconds ?? {})) {
    add('build', `${remote} alone s`, (r) => r.buildTimes?.remotesSeconds[remote], '<= 15');
  }
  (current.api ?? []).forEach((row, index) => {
    add('bench:api', `${row.scenario.trim()} req/s`, (r) => r.api?.[index]?.requestsPerSecond);
    add('bench:api', `${row.scenario.trim()} p99 ms`, (r) => r.api?.[index]?.p99Ms);
  });
  (current.apiPostgres ?? []).forEach((row, index) => {
    add('bench:api pg', `${row.scenario.trim()} req/s`, (r) => r.apiPostgres?.[index]?.requestsPerSecond);
    add('bench:api pg', `${row.scenario.trim()} p99 ms`, (r) => r.apiPostgres?.[index]?.p99Ms);
  });
  // A figure neither run measured (a step both left out) is no row.
  const measured = (value: Row['value']) => value !== undefined && value !== null;
  return rows.filter((row) => measured(row.value) || measured(row.baseline));
}

type ServerPageFigures = ServerSide['pages'][string];

/** "4/5": pages the server rendered of those sampled. */
const renderedShare = (figures: ServerPageFigures | undefined) =>
  figures && `${String(figures.serverRendered)}/${String(figures.sampled)}`;
const failures = (figures: ServerPageFigures | undefined) => figures && figures.non2xx + figures.errors;

const text = (value: Row['value']) => (value === undefined || value === null ? '-' : String(value));

export function formatTable(current: BenchResults, baseline: BenchResults | null): string {
  const rows = rowsOf(current, baseline);
  const header = [
    'section',
    'metric',
    'now',
    baseline ? `baseline (${baseline.commit}, ${baseline.date.slice(0, 10)})` : 'baseline',
    'target',
  ];
  const cells = rows.map((row) => [
    row.section,
    row.metric,
    text(row.value),
    text(row.baseline),
    row.target ?? '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (cell: string[]) =>
    `| ${cell.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}
