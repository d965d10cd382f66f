import { act, screen } from '@testing-library/react';
import { i18n } from '@topup/shared-lib';
import { LoadingOverlay } from './LoadingOverlay';
import { loadingOverlay } from './loadingOverlayStore';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

describe('LoadingOverlay', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('shows nothing until loading is asked for, in a polite status region', () => {
    renderWithStores(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('says Loading by default and goes when every caller has hidden it', () => {
    const { stores } = renderWithStores(<LoadingOverlay />);
    act(() => {
      loadingOverlay(stores).show();
      loadingOverlay(stores).show();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => loadingOverlay(stores).hide());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => loadingOverlay(stores).hide());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says 載入中 by default in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    const { stores } = renderWithStores(<LoadingOverlay />);
    act(() => loadingOverlay(stores).show());
    expect(screen.getByRole('status')).toHaveTextContent('載入中');
  });

  it.each([
    ['en', 'Paying…'],
    ['zh-TW', '付款中…'],
  ])('shows the caller’s own text and background (%s)', async (language, text) => {
    await act(() => i18n.changeLanguage(language));
    const { stores } = renderWithStores(<LoadingOverlay />);
    act(() => loadingOverlay(stores).show({ text, background: 'rgb(0, 0, 0)' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).not.toHaveTextContent(language === 'en' ? 'Loading' : '載入中');
    expect(screen.getByText(text).parentElement).toHaveStyle({ background: 'rgb(0, 0, 0)' });
  });
});
