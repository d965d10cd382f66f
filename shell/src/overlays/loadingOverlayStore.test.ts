import { testStores } from '@topup/shared-lib/testing';
import { LoadingOverlayStore, loadingOverlay } from './loadingOverlayStore';

describe('the loading overlay', () => {
  it('shows with the default text (null: the overlay translates "Loading") or a custom text and background', () => {
    const overlay = new LoadingOverlayStore();
    overlay.show();
    expect(overlay).toMatchObject({ visible: true, text: null, background: null });
    overlay.show({ text: 'Paying…', background: 'rgba(0,0,0,.5)' });
    expect(overlay).toMatchObject({ visible: true, text: 'Paying…', background: 'rgba(0,0,0,.5)' });
  });

  it('stays until every caller has hidden it', () => {
    const overlay = new LoadingOverlayStore();
    overlay.show();
    overlay.show();
    overlay.hide();
    expect(overlay.visible).toBe(true);
    overlay.hide();
    expect(overlay.visible).toBe(false);
    overlay.hide();
    overlay.show();
    expect(overlay.visible).toBe(true);
  });

  it('is one per store set', () => {
    const stores = testStores();
    expect(loadingOverlay(stores)).toBe(loadingOverlay(stores));
    expect(loadingOverlay(testStores())).not.toBe(loadingOverlay(stores));
  });
});
