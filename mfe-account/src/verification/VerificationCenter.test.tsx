import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, type Order, type OrderPreview } from '@topup/shared-lib';
import { orderFixture } from '@topup/shared-lib/testing';
import { memberStores } from '../testing/fixtures';
import VerificationCenter from './VerificationCenter';
import { verificationOf } from './verificationOf';
import { INPUT_FORM_POLL_MS, VERIFICATION_PREVIEW_POLL_MS } from './verificationRules';
import { verificationApi } from './verificationApi';
import { renderPage } from 'shell/testing';

const page = (list: Order[]) => ({ list, total: list.length, pageNum: 1, pageSize: 50 });
const paidOrder = (preview: Partial<OrderPreview>, over: Partial<Order> = {}) =>
  orderFixture({ id: 7, orderSn: 'TU7', status: 1, inputStatus: 0, ...over }, preview);

/** The centre on a page of a fresh member's store set, the checks answering these lists. */
function mount(preview: Order[], unfilled: Order[] = [], path = '/user') {
  const stores = memberStores();
  const previewSpy = jest.spyOn(verificationApi(stores.api), 'withPreview').mockResolvedValue(page(preview));
  const unfilledSpy = jest
    .spyOn(verificationApi(stores.api), 'deliveryUnfilled')
    .mockResolvedValue(page(unfilled));
  const view = renderPage(<VerificationCenter />, { path, route: '*', stores });
  return { previewSpy, unfilledSpy, view, stores, verification: verificationOf(stores) };
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

// Every rule as a table: preview statuses x required kinds -> kind shown (the dialog's line),
// what "Verify now" opens, and the preview poll.
describe.each([
  // spotcheck required/status, realname required/status -> kind line, opens, poll
  ['selfie', -1, 'idcard', 0, 'Spot-check photos needed', 'upload-spotcheck', null],
  ['selfie', 0, '', 2, 'Spot-check photos needed', 'upload-spotcheck', null],
  ['selfie', 1, 'idcard', 0, 'Spot-check photos needed', 'reviewing', VERIFICATION_PREVIEW_POLL_MS],
  ['', 2, 'idcard,photo', -1, 'Real-name verification needed', 'upload-realname', null],
  ['', 2, 'idcard，photo', 0, 'Real-name verification needed', 'upload-realname', null],
  ['', 2, 'idcard', 1, 'Real-name verification needed', 'reviewing', VERIFICATION_PREVIEW_POLL_MS],
  ['', 2, 'sumsub', 0, 'Real-name verification needed', 'widget', null],
  ['sumsub_face', -1, 'idcard', 0, 'Spot-check photos needed', 'widget', null],
  ['SumSub', 2, 'idcard', 0, 'Real-name verification needed', 'upload-realname', null],
] as const)(
  'spot check %p status %p, real-name %p status %p',
  (spotcheckRequired, spotcheckStatus, realnameRequired, realnameStatus, line, opens, poll) => {
    it(`shows "${line}", opens ${opens}, polls ${String(poll)}`, async () => {
      const { stores, verification } = mount([
        paidOrder({ spotcheckRequired, spotcheckStatus, realnameRequired, realnameStatus }),
      ]);
      const auth = await screen.findByRole('dialog', { name: 'Verify your identity' });
      expect(auth).toHaveTextContent(line);
      // What the shell's header reads.
      expect(stores.verificationTip.visible).toBe(true);
      expect(stores.verificationTip.orderSn).toBe('TU7');
      expect(verification.previewPollMs).toBe(poll);
      await userEvent.click(within(auth).getByRole('button', { name: 'Verify now' }));
      if (opens === 'widget') {
        expect(stores.ui.sitePopup('identity')).toEqual({ kind: 'identity', orderSn: 'TU7' });
        expect(screen.queryByRole('dialog')).toBeNull();
        return;
      }
      const upload = await screen.findByRole('dialog', { name: 'Identity verification for order TU7' });
      expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull();
      if (opens === 'reviewing') {
        expect(within(upload).getByRole('status')).toHaveTextContent('Your documents are being reviewed.');
      } else if (opens === 'upload-realname') {
        expect(within(upload).getByLabelText('ID card number')).toBeInTheDocument();
        expect(within(upload).getByLabelText('Photos of your ID card')).toBeInTheDocument();
      } else {
        expect(within(upload).queryByLabelText('ID card number')).toBeNull();
        expect(
          within(upload).getByLabelText('Spot-check photos (you holding your ID card)'),
        ).toBeInTheDocument();
      }
      expect(stores.ui.sitePopup('identity')).toBeNull();
    });
  },
);

describe('VerificationCenter', () => {
  it('shows nothing for a paid order awaiting its input forms, and polls those every 20 s', async () => {
    jest.useFakeTimers();
    try {
      const waiting = paidOrder({ spotcheckRequired: 'selfie', spotcheckStatus: 0 }, { inputStatus: 1 });
      const { unfilledSpy, stores, verification } = mount([waiting], [waiting]);
      const setVerified = jest.spyOn(stores.user, 'setVerified');
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() => expect(setVerified).toHaveBeenLastCalledWith(true));
      expect(stores.user.isVerified).toBe(true);
      expect(verification.inputPollMs).toBe(INPUT_FORM_POLL_MS);
      expect(stores.verificationTip.visible).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
      unfilledSpy.mockResolvedValue(page([]));
      await act(async () => {
        jest.advanceTimersByTime(INPUT_FORM_POLL_MS);
      });
      await waitFor(() => expect(setVerified).toHaveBeenLastCalledWith(false));
      expect(unfilledSpy).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never checks on the payment tips pages', async () => {
    const { previewSpy, stores } = mount(
      [paidOrder({ realnameRequired: 'idcard', realnameStatus: 0 })],
      [],
      '/mobile/tips/payment-success.html',
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(previewSpy).not.toHaveBeenCalled();
    expect(stores.verificationTip.visible).toBe(false);
  });

  it('shows the auth dialog once per order, and each header tip request opens upload', async () => {
    const order = paidOrder({ realnameRequired: 'idcard', realnameStatus: 0 });
    const first = mount([order]);
    const auth = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await userEvent.click(within(auth).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.view.unmount();
    // Gone with the centre (a logout unmounts it): the header's tip with it.
    expect(first.stores.verificationTip.visible).toBe(false);
    // A later page load: a new store set, the auth log kept.
    const { stores } = mount([order]);
    await waitFor(() => expect(stores.verificationTip.visible).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => stores.verificationTip.requestUpload());
    const upload = await screen.findByRole('dialog', { name: 'Identity verification for order TU7' });
    await userEvent.click(within(upload).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => stores.verificationTip.requestUpload());
    expect(stores.verificationTip.uploadRequests).toBe(2);
    expect(
      await screen.findByRole('dialog', { name: 'Identity verification for order TU7' }),
    ).toBeInTheDocument();
  });

  it('opens the upload for the order a request names, read from the store when the checks do not list it', async () => {
    const listed = paidOrder({ realnameRequired: 'idcard', realnameStatus: 0 });
    const other = paidOrder({ realnameRequired: 'idcard', realnameStatus: 0 }, { id: 8, orderSn: 'TU8' });
    const { stores } = mount([listed]);
    await waitFor(() => expect(stores.verificationTip.orderSn).toBe('TU7'));
    const read = jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(other);
    act(() => stores.verificationTip.requestUpload('TU8'));
    expect(
      await screen.findByRole('dialog', { name: 'Identity verification for order TU8' }),
    ).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('TU8');
    expect(stores.verificationTip.orderSn).toBe('TU8');
  });

  it('shows the rejection reason in the fail dialog', async () => {
    mount([
      paidOrder({
        realnameRequired: 'idcard',
        realnameStatus: 0,
        realnameRejectReason: 'The document photo is blurry.',
      }),
    ]);
    const fail = await screen.findByRole('dialog', { name: 'Verification not approved' });
    expect(within(fail).getByRole('alert')).toHaveTextContent('Not approved: The document photo is blurry.');
    await userEvent.click(within(fail).getByRole('button', { name: 'Try again' }));
    const upload = await screen.findByRole('dialog', { name: 'Identity verification for order TU7' });
    expect(within(upload).getByRole('alert')).toHaveTextContent('The document photo is blurry.');
  });

  it('checks the real-name form with the idCard rule, uploads the photos and submits', async () => {
    const order = paidOrder({ realnameRequired: 'idcard,photo', realnameStatus: 0 });
    const { previewSpy, stores } = mount([order]);
    jest.spyOn(verificationApi(stores.api), 'previewUploadTicket').mockResolvedValue({
      fileName: 'picture.jpg',
      key: 'k',
      uploadUrl: '/sandbox/storage/k?ticket=t',
      uploadHeaders: {},
      url: '/sandbox/storage/k',
      expireTime: '',
    });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock as unknown as typeof fetch;
    const submit = jest.spyOn(verificationApi(stores.api), 'submitRealname').mockResolvedValue(order);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Verify your identity' })).getByRole('button', {
        name: 'Verify now',
      }),
    );
    const upload = await screen.findByRole('dialog', { name: 'Identity verification for order TU7' });
    await userEvent.type(within(upload).getByLabelText('Full legal name'), 'Wang Xiaoming');
    await userEvent.type(within(upload).getByLabelText('ID card number'), '12345');
    await userEvent.click(within(upload).getByRole('button', { name: 'Send for verification' }));
    expect(
      within(upload).getByText('Enter a valid 18-digit ID number (the last character may be X).'),
    ).toBeInTheDocument();
    expect(within(upload).getByText('Choose between 1 and 6 photos.')).toBeInTheDocument();
    expect(within(upload).getByLabelText('Full legal name')).toHaveValue('Wang Xiaoming');
    expect(submit).not.toHaveBeenCalled();

    await userEvent.clear(within(upload).getByLabelText('ID card number'));
    await userEvent.type(within(upload).getByLabelText('ID card number'), '11010519491231002x');
    const photo = new File(['png'], 'id.png', { type: 'image/png' });
    await userEvent.upload(within(upload).getByLabelText('Photos of your ID card'), photo);
    previewSpy.mockResolvedValue(page([]));
    await userEvent.click(within(upload).getByRole('button', { name: 'Send for verification' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(7, {
        realName: 'Wang Xiaoming',
        idCard: '11010519491231002X',
        images: ['/sandbox/storage/k'],
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sandbox/storage/k?ticket=t',
      expect.objectContaining({ method: 'PUT' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.verificationTip.visible).toBe(false);
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    mount([paidOrder({ spotcheckRequired: 'selfie', spotcheckStatus: -1 })]);
    const auth = await screen.findByRole('dialog', { name: '驗證身分' });
    expect(auth).toHaveTextContent('需要抽查照片');
    expect(within(auth).getByRole('button', { name: '立即驗證' })).toBeInTheDocument();
  });
});
