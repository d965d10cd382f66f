import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, writeStored, type Order, type Stores } from '@topup/shared-lib';
import { orderFixture, testStores } from '@topup/shared-lib/testing';
import { memberStores } from '../testing/fixtures';
import * as UploadAuthPage from './UploadAuthPage';
import VerificationCenter from './VerificationCenter';
import { verificationApi } from './verificationApi';
import { renderPage, renderRoutePage, RoutePage } from 'shell/testing';

const PATH = '/order/uploadAuthPage';
const page = (list: Order[]) => ({ list, total: list.length, pageNum: 1, pageSize: 50 });
const waiting = orderFixture(
  { id: 7, orderSn: 'TU7', status: 1, productName: 'Honor of Kings' },
  { realnameRequired: 'idcard', realnameStatus: 0, realnameRejectReason: 'The document photo is blurry.' },
);

function answer(stores: Stores, list: Order[]) {
  const preview = jest.spyOn(verificationApi(stores.api), 'withPreview').mockResolvedValue(page(list));
  jest.spyOn(verificationApi(stores.api), 'deliveryUnfilled').mockResolvedValue(page([]));
  return preview;
}

describe('UploadAuthPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('names the order its loader found waiting for a check, with the kind and the refusal', async () => {
    const stores = memberStores();
    const preview = answer(stores, [waiting]);
    renderRoutePage(UploadAuthPage, { path: PATH, route: PATH, stores });
    const order = await screen.findByRole('region', { name: 'Order TU7' });
    expect(order).toHaveTextContent('Honor of Kings · Real-name verification needed');
    expect(order).toHaveTextContent('Not approved: The document photo is blurry.');
    expect(preview).toHaveBeenCalledWith({ pageNum: 1, pageSize: 50 });
  });

  it('says so when no order waits, and asks a guest to log in without reading', async () => {
    const stores = memberStores();
    answer(stores, []);
    const view = renderRoutePage(UploadAuthPage, { path: PATH, route: PATH, stores });
    expect(await screen.findByText('None of your orders needs verification right now.')).toBeInTheDocument();
    view.unmount();
    const guest = testStores({ session: null });
    const preview = answer(guest, [waiting]);
    renderRoutePage(UploadAuthPage, { path: PATH, route: PATH, stores: guest });
    expect(
      await screen.findByText('Log in to see your orders, coupons and account details.'),
    ).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
  });

  it("starts the order's upload through the centre", async () => {
    const stores = memberStores();
    answer(stores, [waiting]);
    // Its auth dialog was shown on an earlier page.
    writeStored(STORAGE_KEYS.orderAuthLog, ['TU7']);
    renderPage(
      <>
        <RoutePage moduleId="account/UploadAuthPage" module={UploadAuthPage} params={{}} />
        <VerificationCenter />
      </>,
      { path: PATH, route: PATH, stores },
    );
    const order = await screen.findByRole('region', { name: 'Order TU7' });
    await waitFor(() => expect(stores.verificationTip.orderSn).toBe('TU7'));
    await userEvent.click(within(order).getByRole('button', { name: 'Verify now' }));
    const upload = await screen.findByRole('dialog', { name: 'Identity verification for order TU7' });
    expect(within(upload).getByLabelText('ID card number')).toBeInTheDocument();
  });
});
