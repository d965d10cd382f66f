import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useOpenChat } from '@topup/shared-lib';
import { HelpIcon } from './HelpIcon';
import { useHelpPosition } from './useHelpPosition';
import './help.css';

/** Spec 2: pages whose path contains /blog hide the floating help button. */
export function hidesHelpButton(pathname: string): boolean {
  return pathname.includes('/blog');
}

export interface HelpButtonProps {
  /** Defaults to the router's location. */
  pathname?: string;
}

/**
 * Floating help button (spec 2, 5, 9): opens the chat widget, else (none, or it cannot load) the help page.
 * Draggable vertically; ArrowUp/ArrowDown move it too. HelpButtonSlot mounts it when it is due.
 */
export function HelpButton({ pathname }: HelpButtonProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const openChat = useOpenChat();
  const hintId = useId();
  const { bottom, handlers, consumeDrag } = useHelpPosition();

  if (hidesHelpButton(pathname ?? location.pathname)) return null;

  const press = () => {
    if (consumeDrag()) return;
    openChat();
  };

  return (
    <>
      <button
        type="button"
        className="help-button"
        style={{ bottom: `${bottom}px` }}
        aria-describedby={hintId}
        onClick={press}
        {...handlers}
      >
        <HelpIcon />
        <span className="help-button__label">{t('help.label')}</span>
      </button>
      {/* Outside the button, or it would become part of the button's name. */}
      <span id={hintId} className="visually-hidden">
        {t('help.moveHint')}
      </span>
    </>
  );
}
