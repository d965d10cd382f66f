// A fresh store set for one test: no request leaves the test unless it says how to answer (spy on
// `stores.api.<area>.<call>`, or give a transport); a call nobody answered fails with a message that
// names it. `session` starts the set logged in as that member (or a guest), its session not read from
// storage; `currency` and `country` likewise (each not given comes from storage).
import { createStores, type Stores } from '../stores/createStores';
import type { HttpTransport } from '../api/httpTypes';
import type { RenderedSession } from '../stores/UserStore';
import type { UserInfo } from '../api/types';
import { i18n } from '../i18n/i18n';

export const NOT_STUBBED_CODE = 501;

const unanswered: HttpTransport = (request) =>
  Promise.resolve({
    status: NOT_STUBBED_CODE,
    body: {
      code: NOT_STUBBED_CODE,
      message: `No answer stubbed for ${request.method} ${request.url}`,
      data: null,
    },
  });

export interface TestStoreOptions {
  transport?: HttpTransport;
  /** Logged in as this member (token and info), or a guest (null). Absent: what storage holds. */
  session?: RenderedSession | null;
  currency?: string;
  country?: string;
}

export function testStores(options: TestStoreOptions = {}): Stores {
  return createStores({
    transport: options.transport ?? unanswered,
    i18n,
    baseUrl: (base) => (base === 'api' ? '/api' : base === 'page' ? '/' : ''),
    ...(options.session !== undefined || options.currency || options.country
      ? {
          request: {
            session: options.session ?? null,
            currency: options.currency,
            country: options.country,
          },
        }
      : {}),
  });
}

/**
 * Logs the set in as `session` (or out: null) the way a login changes it, with no request and nothing
 * stored: the page's read cache, if wired with the shell's dropOnShopperChange (shell/testing
 * renderPage), loads again.
 */
export function logIn(stores: Stores, session: RenderedSession | null = testSession()): void {
  stores.user.adoptSession(session);
}

/** A member for tests: a shopper with an email address and no phone, as changed by `info`. */
export function testMember(info: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    email: 'shopper@topup.test',
    phone: '',
    username: 'shopper',
    nickname: 'Shopper',
    certStatus: 0,
    memo: '',
    createTime: '2026-01-01T00:00:00.000Z',
    growth: 0,
    ...info,
  };
}

/** A member session for tests. */
export function testSession(info: Partial<UserInfo> = {}, token = 'Bearer test-token'): RenderedSession {
  return { token, info: testMember(info) };
}
