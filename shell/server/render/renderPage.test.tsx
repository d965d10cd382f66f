/**
 * @jest-environment node
 */
// The renderer gives every request a store set, translations and read cache of its own, so requests
// render concurrently: two members and a guest, rendered interleaved, each see only their own data.
import { observer } from 'mobx-react-lite';
import {
  pageNotFound,
  usePageData,
  useStores,
  type HttpRequest,
  type HttpTransport,
  type RouteModule,
} from '@topup/shared-lib';
import { renderPage, setUpRenderer, type ServerPage } from './renderPage';

interface Member {
  token: string;
  nickname: string;
  orders: string[];
}

const MIA: Member = { token: 'Bearer mia', nickname: 'Mia', orders: ['MIA-1', 'MIA-2'] };
const LEO: Member = { token: 'Bearer leo', nickname: 'Leo', orders: ['LEO-1'] };
const MEMBERS = [MIA, LEO];

const ok = (data: unknown) => ({ status: 200, body: { code: 200, message: 'OK', data } });
/** A few milliseconds, differently each time: the renders' reads finish in no fixed order. */
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 4)));

/** store-api as far as these pages ask: the member behind a token, and their orders. */
const transport: HttpTransport = async (request: HttpRequest) => {
  await jitter();
  const member = MEMBERS.find((candidate) => candidate.token === request.headers.Authorization);
  if (request.url === '/sso/info/ex/refresh') {
    if (!member) return { status: 401, body: { code: 401, message: 'Please log in first.', data: null } };
    return ok({
      id: MEMBERS.indexOf(member) + 1,
      email: `${member.nickname}@topup.test`,
      nickname: member.nickname,
    });
  }
  if (request.url === '/homs/order') {
    const list = (member?.orders ?? []).map((orderSn) => ({ orderSn }));
    return ok({ list, total: list.length, pageNum: 1, pageSize: 10 });
  }
  return { status: 404, body: { code: 404, message: `no ${request.url}`, data: null } };
};

/** A member's page: the header's member, and the page's own orders from its loader. */
const OrdersPage: RouteModule<{ orders: string[] }> = {
  default: observer(function OrdersPage() {
    const { orders } = usePageData<{ orders: string[] }>();
    const { user } = useStores();
    return (
      <section>
        <h1>{`orders of ${user.info?.nickname ?? 'a guest'}`}</h1>
        <ul>
          {orders.map((orderSn) => (
            <li key={orderSn}>{orderSn}</li>
          ))}
        </ul>
      </section>
    );
  }),
  loader: async ({ stores }) => ({
    orders: stores.user.isLogin ? (await stores.api.orders.list()).list.map((order) => order.orderSn) : [],
  }),
  serverRender: 'everyone',
};

function page(member: Member | null): ServerPage {
  return {
    url: '/user/comp/order',
    remote: 'account',
    module: 'UserOrdersPage',
    params: {},
    exports: OrdersPage as unknown as ServerPage['exports'],
    token: member?.token ?? null,
    cookieChoice: true,
    currency: 'USD',
    country: 'US',
    transport,
  };
}

beforeAll(() => {
  setUpRenderer({
    runtimeConfig: { apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} },
    origin: 'http://localhost:3000',
  });
});

test('two members and a guest, rendered interleaved, each see only their own data', async () => {
  const viewers = Array.from({ length: 60 }, (_, index) => [MIA, LEO, null][index % 3] ?? null);
  const pages = await Promise.all(viewers.map((viewer) => renderPage(page(viewer))));
  pages.forEach((rendered, index) => {
    const viewer = viewers[index] ?? null;
    if (!rendered.rendered) throw new Error(`page ${index} was not rendered: ${rendered.reason}`);
    const others = MEMBERS.filter((member) => member !== viewer);
    expect(rendered.html).toContain(`orders of ${viewer?.nickname ?? 'a guest'}`);
    for (const orderSn of viewer?.orders ?? []) expect(rendered.html).toContain(orderSn);
    for (const other of others) {
      expect(rendered.html).not.toContain(other.nickname);
      for (const orderSn of other.orders) expect(rendered.html).not.toContain(orderSn);
      expect(JSON.stringify(rendered.state)).not.toContain(other.nickname);
    }
    expect(rendered.state.member?.nickname ?? null).toBe(viewer?.nickname ?? null);
    expect(rendered.state.renderedFor.session === null).toBe(viewer === null);
  });
});

test('the cookie banner is in the page until the request carries the answer to the cookie question', async () => {
  const [asked, answered] = await Promise.all([
    renderPage({ ...page(null), cookieChoice: false }),
    renderPage(page(null)),
  ]);
  if (!asked.rendered || !answered.rendered) throw new Error('not rendered');
  expect(asked.html).toContain('aria-label="Cookie consent"');
  expect(answered.html).not.toContain('aria-label="Cookie consent"');
});

test('a session the store refuses is left to the browser', async () => {
  const rendered = await renderPage({ ...page(null), token: 'Bearer ended' });
  expect(rendered).toEqual({ rendered: false, reason: 'session refused' });
});

test('a page in Traditional Chinese renders in it while English pages render beside it', async () => {
  const [zh, en] = await Promise.all([
    renderPage({ ...page(null), url: '/zh-TW/user/comp/order' }),
    renderPage(page(null)),
  ]);
  if (!zh.rendered || !en.rendered) throw new Error('not rendered');
  // The header's main menu, named in each page's language.
  expect(zh.html).toContain('aria-label="主選單"');
  expect(en.html).toContain('aria-label="Main"');
  expect(en.html).not.toContain('主選單');
});

test("a page its loader finds missing is rendered as the store's not-found page, answered 404", async () => {
  const error = jest.spyOn(console, 'error');
  const Missing: RouteModule<{ title: string }> = {
    default: () => <h1>never shown</h1>,
    loader: async () => pageNotFound(),
    // A head that needs the page's data: never asked without it.
    head: (data) => ({ title: data.title }),
    serverRender: 'everyone',
  };
  const rendered = await renderPage({ ...page(null), exports: Missing as unknown as ServerPage['exports'] });
  if (!rendered.rendered) throw new Error(`not rendered: ${rendered.reason}`);
  expect(rendered.status).toBe(404);
  expect(rendered.html).toContain('/user/comp/order');
  expect(rendered.html).not.toContain('never shown');
  expect(Object.values(rendered.state.entries)).toEqual([{ notFound: true }]);
  expect(error).not.toHaveBeenCalled();
});
