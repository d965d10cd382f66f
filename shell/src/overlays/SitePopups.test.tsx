// The site popups whose bodies are remotes' exposes: the remote loading is replaced by the bodies below,
// so each test sees the props the shell passes and what the shell does with their callbacks.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  IdentityPopupProps,
  PaymentListPopupProps,
  ReviewPopupProps,
  SafetyPopupProps,
} from '@topup/shared-lib';
import { loadRemoteModule } from '../remotes/remoteRegistry';
import { RemoteUnavailableError } from '../remotes/remoteErrors';
import { SitePopups } from './SitePopups';
import { openSitePopup, renderWithStores, resetOverlayState } from './overlays.testkit';

jest.mock('../remotes/remoteRegistry', () => {
  let generation = 0;
  return {
    generationOf: () => generation,
    resetRemote: jest.fn(() => (generation += 1)),
    loadRemoteModule: jest.fn(),
  };
});
const load = jest.mocked(loadRemoteModule);

function PaymentList({ orderId, onClose }: PaymentListPopupProps) {
  return (
    <button type="button" onClick={onClose}>
      {`Pay order ${orderId}`}
    </button>
  );
}

function Safety({ onClose }: SafetyPopupProps) {
  return (
    <button type="button" onClick={onClose}>
      Understood
    </button>
  );
}

function Review({ orderId, productSn, mode }: ReviewPopupProps) {
  return <p>{`Review ${orderId} ${productSn ?? '-'} ${mode}`}</p>;
}

function Identity({ orderSn, onReady }: IdentityPopupProps) {
  return (
    <button type="button" onClick={onReady}>
      {`Verify ${orderSn}`}
    </button>
  );
}

const BODIES: Record<string, unknown> = {
  'checkout/PaymentListPopup': PaymentList,
  'checkout/SafetyPopup': Safety,
  'content/ReviewPopup': Review,
  'account/IdentityPopup': Identity,
};

describe('site popups with a remote body', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error');
    load.mockImplementation(async (remote, module) => ({
      default: BODIES[`${remote}/${module}`] as never,
    }));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    load.mockReset();
    await resetOverlayState();
  });

  it("shows checkout's payment list for the order; closing it goes to the order's detail page", async () => {
    const user = userEvent.setup();
    const { stores } = renderWithStores(<SitePopups />);
    await openSitePopup(stores, { kind: 'paymentList', orderId: 'A 1' });
    const dialog = screen.getByRole('dialog', { name: 'Choose a payment method' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay order A 1' }));
    expect(load).toHaveBeenCalledWith('checkout', 'PaymentListPopup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stores.ui.sitePopups).toEqual([]);
    expect(stores.navigation.pending?.path).toBe('/order/detail?oid=A%201');
    expect(console.error).not.toHaveBeenCalled();
  });

  it("gives content's review popup the order, product and the add mode by default", async () => {
    const { stores } = renderWithStores(<SitePopups />);
    await openSitePopup(stores, { kind: 'review', orderId: 'A2', productSn: 'P9' });
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    expect(await within(dialog).findByText('Review A2 P9 add')).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('titles the review popup in view mode as the review it shows', async () => {
    const { stores } = renderWithStores(<SitePopups />);
    await openSitePopup(stores, { kind: 'review', orderId: 'A3', mode: 'view' });
    const dialog = screen.getByRole('dialog', { name: 'Your review' });
    expect(await within(dialog).findByText('Review A3 - view')).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps the identity popup hidden until its widget says it is ready', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithStores(<SitePopups />);
    await openSitePopup(stores, { kind: 'identity', orderSn: 'SN7' });
    const body = await screen.findByRole('button', { name: 'Verify SN7', hidden: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(body);
    expect(screen.getByRole('dialog', { name: 'Identity verification' })).toBeVisible();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows the remote fallback inside the popup when the remote is down, and loads again on Retry', async () => {
    const user = userEvent.setup();
    jest.mocked(console.error).mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new RemoteUnavailableError('checkout'));
    const { stores } = renderWithStores(<SitePopups />);
    await openSitePopup(stores, { kind: 'safety' });
    const dialog = screen.getByRole('dialog', { name: 'Payment safety' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This part of the store is not available right now',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Understood' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stores.ui.sitePopups).toEqual([]);
  });
});
