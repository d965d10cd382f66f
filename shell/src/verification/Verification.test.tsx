// The shell's two parts of identity verification: the header tip (the store set's verificationTip) and
// the mount of the account remote's verification centre while logged in. The remote loading is replaced.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { loadRemoteModule, resetRemote } from '../remotes/remoteRegistry';
import { RemoteUnavailableError } from '../remotes/remoteErrors';
import { VerificationMount } from './VerificationMount';
import { VerificationTip } from './VerificationTip';

jest.mock('../remotes/remoteRegistry', () => {
  let generation = 0;
  return {
    generationOf: () => generation,
    resetRemote: jest.fn(() => (generation += 1)),
    loadRemoteModule: jest.fn(),
  };
});
const load = jest.mocked(loadRemoteModule);

function VerificationCenter() {
  return <p>Verification centre</p>;
}

describe('verification in the shell', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    load.mockReset();
    // The next test's load is a fresh one (loads are kept per remote generation).
    resetRemote('account');
    await resetOverlayState();
  });

  it('shows the header tip while an order needs verification; a click asks for the upload', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithStores(<VerificationTip />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => stores.verificationTip.setOrder('SN1'));
    await user.click(screen.getByRole('button', { name: 'Verify your identity' }));
    expect(stores.verificationTip.uploadRequests).toBe(1);
    act(() => stores.verificationTip.setOrder(null));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("mounts the account remote's verification centre for a member only", async () => {
    load.mockResolvedValue({ default: VerificationCenter });
    const guest = renderWithStores(<VerificationMount />, testStores({ session: null }));
    expect(guest.container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
    guest.unmount();

    renderWithStores(<VerificationMount />, testStores({ session: testSession() }));
    expect(await screen.findByText('Verification centre')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('account', 'VerificationCenter');
  });

  it('draws nothing while it loads, nor when the account remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const { container } = renderWithStores(<VerificationMount />, testStores({ session: testSession() }));
    expect(container).toBeEmptyDOMElement();
    await act(async () => fail(new RemoteUnavailableError('account')));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
