// Lighthouse (node API) in Debian's Chromium: the runs of LIGHTHOUSE_RUNS, N runs per page, medians.
// Each run (lighthouse-run.mjs) starts with an empty HTTP cache and no cookies. A returning shopper's
// storage keeps only what the page needs (the cookie answer and the popups seen, and for a member's page
// the demo member's token, stored as UserStore does, with the cookies the store's code then sets from
// it); a first visit's keeps nothing.
import path from 'node:path';
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { spawn } from 'node:child_process';
import { APPS, type AppName } from '../../shell/server/appPorts.mjs';
import { findChromium, CHROMIUM_ARGS } from '../chromium';
import { distOf, gzipSize } from '../budgets/buildOutput';
import {
  LIGHTHOUSE_RUNS,
  LIGHTHOUSE_RUN_SETTINGS,
  ORIGIN,
  PORTS,
  RUNS,
  benchStorage,
  type LighthouseRunName,
} from './benchConfig';
import { median } from './stats';
import { COOKIE_CHOICE_COOKIE, MEMBER_SESSION_COOKIE } from '@topup/shared-lib/rules';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts the page loaded, gzipped as the build's files (the wire carries brotli). */
  jsGzipKb: number;
  /** Bytes of script actually transferred (brotli from the static hosts). */
  jsTransferKb: number;
}
/** Per run of LIGHTHOUSE_RUN_NAMES, per page. */
export type LighthouseResults = Partial<Record<LighthouseRunName, Record<string, LighthouseFigures>>>;

const PORT_TO_APP = new Map<number, AppName>([
  [PORTS.SHELL_PORT, 'shell'],
  [PORTS.STOREFRONT_PORT, 'storefront'],
  [PORTS.ACCOUNT_PORT, 'account'],
  [PORTS.CHECKOUT_PORT, 'checkout'],
  [PORTS.CONTENT_PORT, 'content'],
]);

/** Gzipped size of the built file behind a script URL of the assembled store (0 if not ours). */
export function gzipOfUrl(url: string): number {
  const parsed = new URL(url);
  const app = PORT_TO_APP.get(Number(parsed.port));
  if (!app || !APPS[app]) return 0;
  const file = path.join(distOf(app), decodeURIComponent(parsed.pathname));
  return fs.existsSync(file) ? gzipSize(file) : 0;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface RawRun {
  score: number;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  scripts: NetworkItem[];
}

function runOnce(chromePort: number, url: string, name: LighthouseRunName, token: string | null) {
  const run = LIGHTHOUSE_RUN_SETTINGS[name];
  const storage = run.firstVisit ? {} : benchStorage(token);
  // The cookies a returning shopper's storage gives them (the answer to the cookie question, the session).
  const cookies = run.firstVisit ? [] : [COOKIE_CHOICE_COOKIE, ...(token ? [MEMBER_SESSION_COOKIE] : [])];
  const { preset, applied } = run;
  const input = JSON.stringify({
    url,
    name,
    preset,
    applied,
    chromePort,
    origin: ORIGIN,
    storage,
    cookies,
  });
  return new Promise<LighthouseFigures>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'lighthouse-run.mjs'), input], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(
          new Error(`lighthouse-run ${url} (${name}) exited with ${String(code)}: ${stderr.slice(-1000)}`),
        );
        return;
      }
      const raw = JSON.parse(stdout) as RawRun;
      const round = (value: number | null) => (value === null ? Number.NaN : Math.round(value));
      resolve({
        score: Math.round(raw.score * 100),
        fcpMs: round(raw.fcp),
        lcpMs: round(raw.lcp),
        tbtMs: round(raw.tbt),
        cls: raw.cls === null ? Number.NaN : Math.round(raw.cls * 1000) / 1000,
        jsGzipKb: kb(raw.scripts.reduce((sum, item) => sum + gzipOfUrl(item.url), 0)),
        jsTransferKb: kb(raw.scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
      });
    });
  });
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsGzipKb: pick('jsGzipKb'),
    jsTransferKb: pick('jsTransferKb'),
  };
}

export async function runLighthouse(token: string): Promise<LighthouseResults> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found (scripts/chromium.ts)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: LighthouseResults = {};
  try {
    for (const name of LIGHTHOUSE_RUNS) {
      const run = LIGHTHOUSE_RUN_SETTINGS[name];
      if (run.pages.length === 0) continue;
      const figures: Record<string, LighthouseFigures> = (results[name] = {});
      for (const target of run.pages) {
        const runs: LighthouseFigures[] = [];
        for (let index = 0; index < RUNS; index += 1) {
          runs.push(await runOnce(chrome.port, `${ORIGIN}${target.path}`, name, target.login ? token : null));
        }
        figures[target.name] = medianFigures(runs);
        console.log(`  lighthouse ${name} ${target.name}: ${JSON.stringify(figures[target.name])}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
