// The benchmark's table: every figure with the previous run's beside it and the target.
import type { BenchResults } from './benchTypes';
import { LIGHTHOUSE_PRESET_NAMES } from './benchConfig';
import { CLS_TARGET } from './layoutShiftRuns';

interface Row {
  section: string;
  metric: string;
  value: number | string | null | undefined;
  previous: number | string | null | undefined;
  target?: string;
}

type Path = (results: BenchResults) => number | string | null | undefined;

function rowsOf(current: BenchResults, previous: BenchResults | null): Row[] {
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
    rows.push({ section, metric, value: safe(current), previous: safe(previous), target });
  };
  const pages = [
    ...new Set(LIGHTHOUSE_PRESET_NAMES.flatMap((preset) => Object.keys(current.lighthouse?.[preset] ?? {}))),
  ];
  for (const preset of LIGHTHOUSE_PRESET_NAMES) {
    if (!current.lighthouse?.[preset] && !previous?.lighthouse?.[preset]) continue;
    for (const page of pages) {
      const section = `lighthouse ${preset}: ${page}`;
      const lh = (results: BenchResults) => results.lighthouse?.[preset]?.[page];
      const scored = preset === 'mobile' && page !== 'account center';
      add(section, 'performance score', (r) => lh(r)?.score, scored ? '>= 95' : undefined);
      add(section, 'FCP ms', (r) => lh(r)?.fcpMs);
      add(section, 'LCP ms', (r) => lh(r)?.lcpMs, preset === 'mobile' ? '<= 2000' : undefined);
      add(section, 'TBT ms', (r) => lh(r)?.tbtMs, preset === 'mobile' ? '<= 150' : undefined);
      add(section, 'CLS', (r) => lh(r)?.cls, preset === 'mobile' ? '<= 0.02' : undefined);
      add(section, 'JS KB (gzip)', (r) => lh(r)?.jsGzipKb, page === 'home' ? '<= 170' : undefined);
      add(section, 'JS KB transferred (br)', (r) => lh(r)?.jsTransferKb);
    }
  }
  add('first-load JS (build)', 'home KB (gzip)', (r) => r.firstLoad?.homeKb, '<= 170');
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
  return rows;
}

const text = (value: Row['value']) => (value === undefined || value === null ? '-' : String(value));

export function formatTable(current: BenchResults, previous: BenchResults | null): string {
  const rows = rowsOf(current, previous);
  const header = [
    'section',
    'metric',
    'now',
    previous ? `previous (${previous.date.slice(0, 16)})` : 'previous',
    'target',
  ];
  const cells = rows.map((row) => [
    row.section,
    row.metric,
    text(row.value),
    text(row.previous),
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
