// The layout shifts of every route on a throttled phone and a wide screen, as a guest and as the demo
// member: the CLS target (<= 0.02) for every page a shopper can open, not only the four Lighthouse
// measures. Each visit is a fresh tab from an empty cache; its CLS is the sum of the shifts the browser
// reported until the network was quiet and a little after (the page's data and pictures have come).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { layoutShifts, totalShift, watchLayoutShifts } from '../../e2e/support/layoutShifts';
import { CLS_TARGET, ORIGIN, SHIFT_SCREENS, SHIFT_SCREEN_SETTINGS, type ShiftScreen } from './benchConfig';
import { concreteRoutes, storageState } from './browserRuns';

type Visitor = 'guest' | 'member';

export interface LayoutShiftResults {
  /** `screen` is absent in results of a phone-only sweep of older runs. */
  visits: { path: string; visitor: Visitor; screen?: ShiftScreen; cls: number; moved: string[] }[];
  /** The visit with the largest CLS; null when nothing moved anywhere. */
  worst: { path: string; visitor: Visitor; screen?: ShiftScreen; cls: number } | null;
  /** Visits above the CLS target. */
  over: number;
}

/** After the network is quiet: late pictures and effects still land. */
const SETTLE_MS = 1500;
const LOAD_TIMEOUT_MS = 45_000;
const kbps = (value: number) => (value * 1024) / 8;

async function visit(browser: Browser, screen: ShiftScreen, path: string, token: string | null) {
  const settings = SHIFT_SCREEN_SETTINGS[screen];
  const context = await browser.newContext({
    viewport: settings.viewport,
    deviceScaleFactor: settings.deviceScaleFactor,
    isMobile: settings.mobile,
    hasTouch: settings.mobile,
    storageState: storageState(token),
  });
  try {
    await watchLayoutShifts(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: settings.network.latencyMs,
      downloadThroughput: kbps(settings.network.downloadKbps),
      uploadThroughput: kbps(settings.network.uploadKbps),
    });
    // A page that keeps polling never goes quiet: its shifts so far are read all the same.
    await page
      .goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS })
      .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await layoutShifts(page);
    const cls = Math.round(totalShift(shifts) * 10_000) / 10_000;
    return { cls, moved: [...new Set(shifts.flatMap((shift) => shift.moved))] };
  } finally {
    await context.close();
  }
}

export async function runLayoutShifts(token: string): Promise<LayoutShiftResults> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (scripts/chromium.ts)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const visits: LayoutShiftResults['visits'] = [];
  try {
    for (const screen of SHIFT_SCREENS)
      for (const visitor of ['guest', 'member'] as const)
        for (const { path } of concreteRoutes()) {
          const moved = await visit(browser, screen, path, visitor === 'member' ? token : null);
          visits.push({ path, visitor, screen, ...moved });
        }
  } finally {
    await browser.close();
  }
  // The visit that moved most, if any moved at all.
  const worst = visits.reduce<LayoutShiftResults['worst']>(
    (max, { path, visitor, screen, cls }) => (cls > (max?.cls ?? 0) ? { path, visitor, screen, cls } : max),
    null,
  );
  return { visits, worst, over: visits.filter((entry) => entry.cls > CLS_TARGET).length };
}
