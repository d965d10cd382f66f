import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { type CallSite, findCallSites } from './callSites';
import { classifyFile } from './frontEndLayout';
import { parseSpecCall } from './specPathMatch';

/** A small front end: an api client, a store, a platform lookup, an app page and its test. */
const FILES: Record<string, string> = {
  'shared-lib/src/api/client.ts': `
export const request = (options: { method?: string; path: string; params?: object }) =>
  Promise.resolve(options.path);
export const LOGS = '/api/logs';
`,
  'shared-lib/src/api/orders.ts': `
import { LOGS, request } from './client';
export function ordersApi() {
  return {
    bySn: (sn: string) => request({ path: '/homs/order/sn/:sn', params: { sn } }),
    cancel: (id: number) => request({ method: 'POST', path: \`/homs/order/\${id}/cancle\` }),
    totals: () => request({ path: '/homs/order/total' }),
    comment: (id: number) => request({ path: '/homs/order/{id}/comment', params: { id } }),
    logs: () => request({ method: 'POST', path: LOGS }),
  };
}
export const api = { orders: ordersApi() };
`,
  'shared-lib/src/api/exempt.ts': `
/** Mentions a path without calling it. */
export const EXEMPT = ['/hums/vip/discount', '/homs/order/search'];
export const isExempt = (url: string) => EXEMPT.includes(url);
`,
  'shared-lib/src/stores/orderStore.ts': `
import { api } from '../api/orders';
export class OrderStore {
  async load(sn: string) {
    const order = await api.orders.bySn(sn);
    return order;
  }
}
`,
  'shared-lib/src/platform/games.ts': `
import { request } from '../api/client';
const lookup = (game: string) => request({ path: \`/supplier/api/\${game}/userinfo\` });
export const mlbbAccount = () => lookup('mlbb');
`,
  'shell/src/page.ts': `
import { OrderStore } from '../../shared-lib/src/stores/orderStore';
import { api } from '../../shared-lib/src/api/orders';
import { isExempt } from '../../shared-lib/src/api/exempt';
import { mlbbAccount } from '../../shared-lib/src/platform/games';
export function page(): void {
  void new OrderStore().load('1');
  void api.orders.comment(1);
  void api.orders.logs();
  void mlbbAccount();
  isExempt('/x');
}
`,
  'shell/src/page.test.ts': `
import { api } from '../../shared-lib/src/api/orders';
void api.orders.totals();
void api.orders.cancel(1);
`,
};

const CALLS = [
  'GET /homs/order/sn/{sn}',
  'POST /homs/order/{id}/cancle',
  'GET /homs/order/total',
  'GET /homs/order/{id}/comment',
  'POST /homs/order/{id}/comment',
  'GET /hums/vip/discount',
  'GET /homs/order/search',
  'POST /api/logs',
  'GET /supplier/api/mlbb/userinfo',
  'GET /supplier/api/pubg/userinfo',
].map(parseSpecCall);

let root: string;
let sites: Map<string, CallSite[]>;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'spec-calls-'));
  for (const [file, source] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const kind = (file: string) => classifyFile(path.relative(root, file));
  sites = findCallSites(
    {
      root,
      fileNames: Object.keys(FILES).map((file) => path.join(root, file)),
      options: {
        strict: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        noEmit: true,
        types: [],
      },
      isSource: (file) => kind(file) !== 'other',
      isAppCode: (file) => kind(file) === 'app',
    },
    CALLS,
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const usedBy = (call: string) => (sites.get(call) ?? []).map((site) => site.usedBy);

describe('call sites of spec calls', () => {
  it('follows a client function through a store to the app page that uses it', () => {
    expect(sites.get('GET /homs/order/sn/{sn}')).toEqual([
      { where: 'shared-lib/src/api/orders.ts:5', usedBy: 'shell/src/page.ts:7' },
    ]);
  });

  it('tells a client function only tests use from none at all', () => {
    expect(usedBy('POST /homs/order/{id}/cancle')).toEqual([null]);
    expect(usedBy('GET /homs/order/total')).toEqual([null]);
  });

  it('tells the methods of one path apart by the options bag', () => {
    expect(usedBy('GET /homs/order/{id}/comment')).toEqual(['shell/src/page.ts:8']);
    expect(usedBy('POST /homs/order/{id}/comment')).toEqual([]);
  });

  it('does not take a path that is only mentioned (a list, a comparison) for a call', () => {
    expect(usedBy('GET /hums/vip/discount')).toEqual([]);
    expect(usedBy('GET /homs/order/search')).toEqual([]);
  });

  it('follows a constant to where it is used as a path', () => {
    expect(usedBy('POST /api/logs')).toEqual(['shell/src/page.ts:9']);
  });

  it('takes a game the code names for the template of its lookup, and no other game', () => {
    expect(usedBy('GET /supplier/api/mlbb/userinfo')).toEqual(['shell/src/page.ts:10']);
    expect(usedBy('GET /supplier/api/pubg/userinfo')).toEqual([]);
  });
});
