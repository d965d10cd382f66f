import { StrictMode, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupFrame, useStores } from '@topup/shared-lib';
import { SCROLL_LOCK_CLASS, ScrollLock } from './ScrollLock';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

interface Spec {
  id: string;
  title: string;
  closable?: boolean;
  closeOnOverlay?: boolean;
}

/** Popups opened together, each hidden by its owner when it asks to close, as real owners do. */
function Stack({ specs }: { specs: Spec[] }) {
  const [open, setOpen] = useState(() => specs.map((spec) => spec.id));
  return (
    <>
      <ScrollLock />
      {specs
        .filter((spec) => open.includes(spec.id))
        .map((spec) => (
          <PopupFrame
            key={spec.id}
            id={spec.id}
            title={spec.title}
            closeOnOverlay={spec.closeOnOverlay}
            onClose={
              spec.closable === false ? undefined : () => setOpen((ids) => ids.filter((id) => id !== spec.id))
            }
          >
            <p>Body of {spec.title}</p>
          </PopupFrame>
        ))}
    </>
  );
}

/** The overlay is presentational (no role); it is the layer that holds the dialog. */
function overlayOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.parentElement;
  if (!overlay) throw new Error('dialog has no overlay');
  return overlay;
}

describe('PopupFrame', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    // React reports act() problems through console.error: none are allowed.
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('is a modal dialog named by its title, with a translated close button', () => {
    renderWithStores(<Stack specs={[{ id: 'a', title: 'Payment methods' }]} />);
    const dialog = screen.getByRole('dialog', { name: 'Payment methods' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('stacks two popups at z-index 20000 and 20010', () => {
    renderWithStores(
      <Stack
        specs={[
          { id: 'a', title: 'First' },
          { id: 'b', title: 'Second' },
        ]}
      />,
    );
    expect(overlayOf(screen.getByRole('dialog', { name: 'First' }))).toHaveStyle({ zIndex: '20000' });
    expect(overlayOf(screen.getByRole('dialog', { name: 'Second' }))).toHaveStyle({ zIndex: '20010' });
  });

  it('keeps the same levels and focus under StrictMode, which mounts effects twice', () => {
    const { stores } = renderWithStores(
      <StrictMode>
        <Stack
          specs={[
            { id: 'a', title: 'First' },
            { id: 'b', title: 'Second' },
          ]}
        />
      </StrictMode>,
    );
    expect(stores.ui.popups.map((popup) => [popup.id, popup.zIndex])).toEqual([
      ['a', 20000],
      ['b', 20010],
    ]);
    expect(
      within(screen.getByRole('dialog', { name: 'Second' })).getByRole('button', { name: 'Close' }),
    ).toHaveFocus();
  });

  it('locks page scroll while any popup is open and unlocks after both close', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithStores(
      <Stack
        specs={[
          { id: 'a', title: 'First' },
          { id: 'b', title: 'Second' },
        ]}
      />,
    );
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS);

    const second = screen.getByRole('dialog', { name: 'Second' });
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    expect(second).not.toBeInTheDocument();
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS);
    // The remaining popup moves down to the base level.
    expect(overlayOf(screen.getByRole('dialog', { name: 'First' }))).toHaveStyle({ zIndex: '20000' });

    await user.click(
      within(screen.getByRole('dialog', { name: 'First' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);
    expect(stores.ui.popups).toEqual([]);
  });

  it('closes on an overlay click only where that is enabled, never on a click inside', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithStores(
      <Stack
        specs={[
          { id: 'locked', title: 'Locked' },
          { id: 'loose', title: 'Loose', closeOnOverlay: true },
        ]}
      />,
    );
    const loose = screen.getByRole('dialog', { name: 'Loose' });
    await user.click(within(loose).getByText('Body of Loose'));
    expect(loose).toBeInTheDocument();

    await user.click(overlayOf(loose));
    expect(loose).not.toBeInTheDocument();

    const locked = screen.getByRole('dialog', { name: 'Locked' });
    await user.click(overlayOf(locked));
    expect(locked).toBeInTheDocument();
    expect(stores.ui.isPopupOpen('locked')).toBe(true);
  });

  it('closes only the top closable popup on Escape', async () => {
    const user = userEvent.setup();
    renderWithStores(
      <Stack
        specs={[
          { id: 'a', title: 'First' },
          { id: 'b', title: 'Second' },
        ]}
      />,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes one popup per Escape even when its owner takes it off the stack at once', async () => {
    const user = userEvent.setup();
    function Eager() {
      const { ui } = useStores();
      const [open, setOpen] = useState(['a', 'b']);
      const close = (id: string) => {
        // Leaves the store before React re-renders: the popup below sees itself on top at once.
        ui.closePopup(id);
        setOpen((ids) => ids.filter((other) => other !== id));
      };
      return open.map((id) => (
        <PopupFrame key={id} id={id} title={`Popup ${id}`} onClose={() => close(id)}>
          <p>{id}</p>
        </PopupFrame>
      ));
    }
    const { stores } = renderWithStores(<Eager />);
    // 'a' listened first; bring it to the top so its Escape handler runs before the one of 'b'.
    act(() => {
      stores.ui.openPopup('a');
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Popup a' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Popup b' })).toBeInTheDocument();
  });

  it('lets Escape pass over nothing when the top popup cannot be closed', async () => {
    const user = userEvent.setup();
    renderWithStores(
      <Stack
        specs={[
          { id: 'a', title: 'First' },
          { id: 'b', title: 'Verification', closable: false },
        ]}
      />,
    );
    const top = screen.getByRole('dialog', { name: 'Verification' });
    expect(within(top).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(top).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('moves focus inside, keeps it there with Tab and Shift+Tab, and gives it back on close', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Choose a payment method
          </button>
          {open && (
            <PopupFrame id="pay" title="Payment methods" onClose={() => setOpen(false)}>
              <button type="button">Card</button>
              <button type="button">PayPal</button>
            </PopupFrame>
          )}
          <button type="button">Behind the popup</button>
        </>
      );
    }
    renderWithStores(<Opener />);
    const opener = screen.getByRole('button', { name: 'Choose a payment method' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Payment methods' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Card' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'PayPal' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'PayPal' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes the z-index the store gives it when the stack changes', () => {
    const { stores } = renderWithStores(<Stack specs={[{ id: 'a', title: 'First' }]} />);
    // Another app opens a popup through the store directly: this one keeps its level.
    act(() => {
      stores.ui.openPopup('other');
    });
    expect(overlayOf(screen.getByRole('dialog', { name: 'First' }))).toHaveStyle({ zIndex: '20000' });
    act(() => {
      stores.ui.openPopup('a');
    });
    expect(overlayOf(screen.getByRole('dialog', { name: 'First' }))).toHaveStyle({ zIndex: '20010' });
  });
});
