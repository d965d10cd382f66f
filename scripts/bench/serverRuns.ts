// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- store-api keeps the only autocannon types (ambient, no runtime module to import)
/// <reference path="../../store-api/src/bench/autocannon.d.ts" />
// The store's page server under load: each page of SERVER_PAGES for SERVER_SECONDS at SERVER_CONNECTIONS
// concurrent connections (autocannon), its pages per second and latency. A guest sends no cookies; the
// demo member sends the cookies the store's own code writes from the stored session (read from a
// browser that opened the store signed in), so the server renders the member's page. A few pages are
// fetched during the load to see whether the server still rendered them (the `data-server-rendered`
// marker on #root) or sent them for the browser to render. The earlier commit (SERVER_BEFORE) is built in
// its own checkout (beforeBuild.ts) and measured first on BEFORE_PORTS, then the current build.
import path from 'node:path';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import { MEMBER_SESSION_COOKIE } from '@topup/shared-lib/rules';
import {
  BEFORE_PORTS,
  DEMO,
  SERVER_BEFORE,
  SERVER_CONNECTIONS,
  SERVER_PAGES,
  SERVER_SECONDS,
  benchStorage,
  originOf,
  type ServerPage,
  type StorePorts,
} from './benchConfig';
import { beforeBuild } from './beforeBuild';
import { isServerRendered } from './serverRendered';
import { demoToken, startStore } from './processes';

export interface ServerPageFigures {
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Requests that failed or timed out. */
  errors: number;
  /** Pages fetched during the load, and how many of them the server had rendered (a member's: for them). */
  sampled: number;
  serverRendered: number;
}

export interface ServerSide {
  commit: string;
  pages: Record<string, ServerPageFigures>;
}

export interface ServerResults {
  connections: number;
  seconds: number;
  /** The earlier commit's server, measured first in the same run (absent with BENCH_SERVER_BEFORE=none). */
  before?: ServerSide;
  /** Why the earlier commit could not be measured (its build or server failed): the current one still is. */
  beforeError?: string;
  now: ServerSide;
}

/** Pages fetched during each page's load. */
const SAMPLES = 5;
/** Seconds of the same load before each measured one: the server's first renders and its JIT warm up. */
const WARM_UP_SECONDS = 2;
/** What a browser asks a page with. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml' };

/**
 * The cookies a signed-in member's browser sends to the store at `origin`: the demo member's token
 * stored as the shell stores it, a page opened so the store's own code writes its cookies from it
 * (shell/src/platform/personalView.ts), as a `Cookie` header.
 */
async function memberCookieHeader(origin: string, token: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const localStorage = Object.entries(benchStorage(token)).map(([name, value]) => ({ name, value }));
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin, localStorage }] },
    });
    const page = await context.newPage();
    await page.goto(`${origin}/about`);
    await page.waitForFunction(
      (name) => document.cookie.split('; ').some((part) => part.startsWith(`${name}=`)),
      MEMBER_SESSION_COOKIE,
    );
    const cookies = await context.cookies(origin);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/**
 * SAMPLES fetches of `url` at even times over the load's duration (each on time, however slow the one
 * before): how many came back server-rendered.
 */
async function sampleDuringLoad(url: string, headers: Record<string, string>, member: boolean) {
  const intervalMs = (SERVER_SECONDS * 1000) / (SAMPLES + 1);
  const rendered = await Promise.all(
    Array.from({ length: SAMPLES }, async (_, index) => {
      await sleep(Math.round(intervalMs * (index + 1)));
      try {
        const response = await fetch(url, { headers });
        return response.ok && isServerRendered(await response.text(), member);
      } catch {
        return false;
      }
    }),
  );
  return { sampled: SAMPLES, serverRendered: rendered.filter(Boolean).length };
}

async function loadPage(origin: string, page: ServerPage, cookie: string): Promise<ServerPageFigures> {
  const headers: Record<string, string> = { ...PAGE_HEADERS, ...(page.member ? { cookie } : {}) };
  const load = (duration: number) =>
    autocannon({ url: `${origin}${page.path}`, connections: SERVER_CONNECTIONS, duration, headers });
  await load(WARM_UP_SECONDS);
  const [result, samples] = await Promise.all([
    load(SERVER_SECONDS),
    sampleDuringLoad(`${origin}${page.path}`, headers, page.member),
  ]);
  return {
    pagesPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...samples,
  };
}

/** Every page of SERVER_PAGES on the store at `ports`, one after the other. */
async function measureStore(commit: string, ports: StorePorts): Promise<ServerSide> {
  const origin = originOf(ports);
  const token = await demoToken(DEMO.email, DEMO.password, `${origin}/api`);
  const cookie = await memberCookieHeader(origin, token);
  const pages: Record<string, ServerPageFigures> = {};
  for (const page of SERVER_PAGES) {
    pages[page.name] = await loadPage(origin, page, cookie);
    console.log(`  server ${commit} ${page.name}: ${JSON.stringify(pages[page.name])}`);
  }
  return { commit, pages };
}

/** The earlier commit's server (SERVER_BEFORE), then the current one: the store the bench started on `ports`. */
export async function runServer(commit: string, ports: StorePorts): Promise<ServerResults> {
  let before: ServerSide | undefined;
  let beforeError: string | undefined;
  if (SERVER_BEFORE !== 'none') {
    try {
      before = await measureBefore(SERVER_BEFORE);
    } catch (error) {
      beforeError = `${SERVER_BEFORE}: ${error instanceof Error ? error.message : String(error)}`;
      console.error(`[bench] server before ${beforeError}`);
    }
  }
  const now = await measureStore(commit, ports);
  return { connections: SERVER_CONNECTIONS, seconds: SERVER_SECONDS, before, beforeError, now };
}

/** The earlier commit's store: built once, started on BEFORE_PORTS with its own fresh database, stopped after. */
async function measureBefore(ref: string): Promise<ServerSide> {
  const build = await beforeBuild(ref);
  const dbFile = path.join(os.tmpdir(), `topup-bench-before-${String(BEFORE_PORTS.SHELL_PORT)}`, 'store.db');
  const store = await startStore(build.root, BEFORE_PORTS, dbFile);
  try {
    return await measureStore(build.commit.slice(0, 7), BEFORE_PORTS);
  } finally {
    await store.stop();
  }
}
