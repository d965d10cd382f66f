import { useEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageData, useStores, type SafetyPopupProps, type Stores } from '@topup/shared-lib';
import { fail, installFakeTransport, ok, type Answer, type SentRequest } from '@topup/shared-lib/testing';
import { testSession } from '@topup/shared-lib/testing';
import { StandaloneApp } from './StandaloneApp';

// The harness sends through the shell's browser transport; here through the fake one.
jest.mock('shell/page-runtime', () => {
  const { testTransport } = jest.requireActual<{ testTransport: unknown }>('@topup/shared-lib/testing');
  return { ...jest.requireActual<object>('shell/page-runtime'), browserTransport: testTransport };
});

const MEMBER = testSession({ nickname: 'Demo' }).info;
const PASSWORD = 'Demo1234!';

/** store-api as the harness's store set meets it (through its transport). */
function storeApi(request: SentRequest): Answer {
  switch (request.url) {
    case '/hms/currency/v2':
      return { body: ok([{ code: 'USD', rate: 1, defaultSelect: true }]) };
    case '/sso/email/login':
      return (request.data as { password?: string }).password === PASSWORD
        ? { body: ok({ token: 'abc', tokenHead: 'Bearer ' }) }
        : { status: 400, body: fail(400, 'Email or password is incorrect.') };
    case '/sso/info/ex/refresh':
      return { body: ok(MEMBER) };
    case '/hums/coupon/member/available':
      return { body: ok([]) };
    case '/homs/order':
      return { body: ok({ list: [], total: 0, pageNum: 1, pageSize: 5 }) };
    default:
      return { status: 404, body: fail(404, `no ${request.url} here`) };
  }
}

/** The harness's store set, as its pages see it. */
let stores: Stores | null = null;
function harnessStores(): Stores {
  if (!stores) throw new Error('no page has rendered');
  return stores;
}

function BuyPage() {
  const set = useStores();
  useEffect(() => {
    stores = set;
  }, [set]);
  const { user } = set;
  return (
    <button type="button" onClick={() => user.requireLogin()}>
      Buy
    </button>
  );
}
const BuyModule = { default: BuyPage };

function SafetyBody({ onClose }: SafetyPopupProps) {
  return (
    <button type="button" onClick={onClose}>
      Understood
    </button>
  );
}

describe('StandaloneApp (the harness a remote runs in alone)', () => {
  let fake: ReturnType<typeof installFakeTransport>;
  beforeEach(() => {
    localStorage.clear();
    stores = null;
    fake = installFakeTransport(storeApi);
  });
  afterEach(() => {
    if (stores) {
      const { loginPopup, ui } = stores;
      act(() => {
        loginPopup.close();
        for (const request of [...ui.sitePopups]) ui.closeSitePopup(request.kind);
        for (const toast of [...ui.toasts]) ui.removeToast(toast.id);
      });
    }
    fake.restore();
  });

  /** The harness at `/` with the buy page, once its page has rendered. */
  async function renderHarness(options = {}) {
    render(<StandaloneApp pages={{ '/': BuyModule }} options={options} />);
    await screen.findByRole('button', { name: 'Buy' });
  }

  it("shows a route module's page with its loader's data", async () => {
    function GreetingPage() {
      return <p>{usePageData<{ greeting: string }>().greeting}</p>;
    }
    const loader = jest.fn(async () => ({ greeting: 'Hello from the loader' }));
    render(<StandaloneApp pages={{ '/': { default: GreetingPage, loader } }} />);
    expect(await screen.findByText('Hello from the loader')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("opens a login when a page requires one, and logs in with email and password through the set's user store", async () => {
    const user = userEvent.setup();
    await renderHarness();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Logged in as Demo/)).toBeInTheDocument();
    expect(fake.sent.find((request) => request.url === '/sso/email/login')?.data).toEqual({
      email: 'demo@topup.test',
      password: PASSWORD,
    });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    // Announced, as the shell's popup announces it.
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByRole('status')).toHaveTextContent(
      'You are logged in.',
    );
    expect(harnessStores().user.token).toBe('Bearer abc');
  });

  it('keeps what was typed and says so when the login fails', async () => {
    const user = userEvent.setup();
    await renderHarness();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Login failed');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('demo@topup.test');
    expect(harnessStores().user.isLogin).toBe(false);
  });

  it("shows the set's toasts", async () => {
    await renderHarness();
    act(() => void harnessStores().ui.toast('Saved', 'success'));
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByRole('status')).toHaveTextContent(
      'Saved',
    );
  });

  it("draws site popups in PopupFrame: the remote's own body, or which remote fills it", async () => {
    const user = userEvent.setup();
    await renderHarness({ sitePopups: { safety: SafetyBody } });
    const { ui } = harnessStores();
    act(() => ui.openSitePopup({ kind: 'safety' }));
    const safety = screen.getByRole('dialog', { name: 'Payment safety' });
    await user.click(within(safety).getByRole('button', { name: 'Understood' }));
    expect(screen.queryByRole('dialog', { name: 'Payment safety' })).not.toBeInTheDocument();

    act(() => ui.openSitePopup({ kind: 'review', orderId: '42' }));
    const review = screen.getByRole('dialog', { name: 'Write a review' });
    expect(review).toHaveTextContent('the content remote fills this popup');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(ui.sitePopups).toEqual([]);
  });
});
