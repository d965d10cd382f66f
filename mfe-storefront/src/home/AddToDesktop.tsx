// The add-to-home-screen prompt: uses the browser's install prompt when it offers one, otherwise
// says how to do it by hand; closable and remembered. Never on a first visit, nor beside
// another overlay (firstVisitQuiet.ts).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, useStores } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeTipsStrings';
import { ADD_TO_HOME_FROM_VISIT, countHomeVisit, otherOverlayShows } from './firstVisitQuiet';
import { useClosable } from './useClosable';

/** Chromium's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Rendered once the page has hydrated (it reads storage). */
export const AddToDesktop = observer(function AddToDesktop() {
  const { t } = useTranslation(NS);
  const stores = useStores();
  const [visit] = useState(countHomeVisit);
  const [closed, close] = useClosable(STORAGE_KEYS.closeHomeAddToDesktop);
  const [install, setInstall] = useState<InstallPromptEvent | null>(null);
  const [showHowTo, setShowHowTo] = useState(false);

  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setInstall(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);

  if (closed || visit < ADD_TO_HOME_FROM_VISIT || otherOverlayShows(stores)) return null;
  const add = () => {
    if (install) void install.prompt().then(close, () => setShowHowTo(true));
    else setShowHowTo(true);
  };
  return (
    <aside className="sf-tip" aria-label={t('home.desktop.action')}>
      <p>{t('home.desktop.text')}</p>
      <button type="button" className="tu-button" onClick={add}>
        {t('home.desktop.action')}
      </button>
      {showHowTo && (
        <p className="sf-muted" role="status">
          {t('home.desktop.howTo')}
        </p>
      )}
      <button type="button" className="sf-tip__close" aria-label={t('home.desktop.close')} onClick={close}>
        ×
      </button>
    </aside>
  );
});
