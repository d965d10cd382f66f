// The site's loading overlay: its store (loadingOverlayStore.ts) says when, with an optional text and background.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { useStores } from '@topup/shared-lib';
import './overlays.css';
import { loadingOverlay } from './loadingOverlayStore';

export const LoadingOverlay = observer(function LoadingOverlay() {
  const { t } = useTranslation(SHELL_NS);
  const { visible, text, background } = loadingOverlay(useStores());
  // The live region stays in the page while hidden: screen readers announce changes to an existing
  // region far more reliably than a region that appears together with its text.
  return (
    <div className="loading-overlay-region" role="status" aria-live="polite">
      {visible && (
        <div className="loading-overlay" style={background ? { background } : undefined}>
          <span className="loading-overlay__spinner" aria-hidden="true" />
          <p className="loading-overlay__text">{text ?? t('overlays.loading')}</p>
        </div>
      )}
    </div>
  );
});
