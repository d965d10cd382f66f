import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HelpIcon } from './HelpIcon';
import { useHelpPosition } from './useHelpPosition';
import './help.css';
import { loadChatWidget } from '../integrations/thirdPartyScripts';
import { useOpenChat } from '../integrations/useOpenChat';

/** The room the page keeps at its end for the button (shell.css): the footer can scroll clear of it. */
export const HELP_ROOM_PROPERTY = '--help-button-room';
/** Space between the button and the page's end when scrolled to the bottom. */
const HELP_ROOM_GAP_PX = 12;

/** Pages whose path contains /blog hide the floating help button. */
export function hidesHelpButton(pathname: string): boolean {
  return pathname.includes('/blog');
}

export interface HelpButtonProps {
  /** Defaults to the router's location. */
  pathname?: string;
}

/**
 * Floating help button: opens the chat widget, else (none, or it cannot load) the help page.
 * Shown as soon as the page is live, whether or not the chat script has come: it is part of the first
 * load (a small one), so it never waits for a chunk either. Draggable vertically;
 * ArrowUp/ArrowDown move it too. It keeps clear of a sticky bar at the screen's bottom
 * (`--tu-sticky-bottom`, theme.css), and the page keeps room at its end so nothing stays under it.
 */
export function HelpButton({ pathname }: HelpButtonProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const openChat = useOpenChat();
  const hintId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // shared-lib waits CHAT_LOAD_DELAY_MS itself, so the chat never competes with the page's first load;
  // it starts at mount also on a blog page, which hides the button.
  useEffect(() => loadChatWidget(), []);
  const { bottom, handlers, consumeDrag } = useHelpPosition();
  const hidden = hidesHelpButton(pathname ?? location.pathname);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const height = buttonRef.current?.offsetHeight ?? 0;
    if (hidden) root.style.removeProperty(HELP_ROOM_PROPERTY);
    else root.style.setProperty(HELP_ROOM_PROPERTY, `${bottom + height + HELP_ROOM_GAP_PX}px`);
    return () => {
      root.style.removeProperty(HELP_ROOM_PROPERTY);
    };
  }, [bottom, hidden]);

  if (hidden) return null;

  const press = () => {
    if (consumeDrag()) return;
    openChat();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="help-button"
        style={{ '--help-bottom': `${bottom}px` } as React.CSSProperties}
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
