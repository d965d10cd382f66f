// The one way to show a popup: it takes its place on uiStore's stack, which
// decides the z-index, the scroll lock and whether an overlay click closes it, and it behaves as a
// modal dialog: labelled by its title, focus moved inside, kept there and given back, Escape on top.
import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { POPUP_Z_INDEX_BASE } from '../../stores/UiStore';
import { useStores } from '../../stores/StoresContext';
import { wrapTabKey } from './focusable';
import { usePopupFocus } from './usePopupFocus';
import { usePopupStack } from './usePopupStack';
import './popup.css';

/** `center` is a dialog in the middle (a bottom sheet on phones); `bottom` is always a bottom sheet. */
export type PopupVariant = 'center' | 'bottom';

export interface PopupFrameProps {
  /** The popup's key on the stack; one open popup per id. */
  id: string;
  /** The visible heading, which is also the dialog's accessible name. */
  title: string;
  /** Makes the popup closable (close button, Escape, overlay click if enabled); the owner hides it. */
  onClose?: () => void;
  /** Whether a click on the overlay closes it (off by default); needs `onClose`. */
  closeOnOverlay?: boolean;
  variant?: PopupVariant;
  /** Dark overlay and panel (e.g. the identity-verification popup). */
  dark?: boolean;
  /** What gets focus on open; by default the first focusable element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Kept on the stack but not shown yet (the identity popup waits for its widget). */
  hidden?: boolean;
  /** Extra class on the panel, for a popup's own layout. */
  className?: string;
  children: ReactNode;
}

export const PopupFrame = observer(function PopupFrame({
  id,
  title,
  onClose,
  closeOnOverlay = false,
  variant = 'center',
  dark = false,
  initialFocusRef,
  hidden = false,
  className,
  children,
}: PopupFrameProps) {
  const { t } = useTranslation('common');
  const { ui: uiStore } = useStores();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closable = onClose !== undefined;
  // Without an owner to hide it, an overlay click would take it off the stack but leave it on screen.
  usePopupStack(id, { closeOnOverlay: closable && closeOnOverlay, onEscape: onClose });
  usePopupFocus(panelRef, initialFocusRef);

  // Before registration (first render only) the store has no entry yet: start at the base.
  const zIndex = uiStore.popupZIndex(id) ?? POPUP_Z_INDEX_BASE;
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    // Clicks inside the panel bubble up to the overlay: only the overlay itself counts.
    if (event.target !== event.currentTarget) return;
    if (uiStore.overlayClick(id)) onClose?.();
  };

  const layerClass = `popup-frame popup-frame--${variant}${dark ? ' popup-frame--dark' : ''}`;
  return createPortal(
    <div
      className={layerClass}
      style={{ zIndex, display: hidden ? 'none' : undefined }}
      onClick={onOverlayClick}
    >
      <div
        ref={panelRef}
        className={className ? `popup-frame__panel ${className}` : 'popup-frame__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => wrapTabKey(event, panelRef.current)}
      >
        <div className="popup-frame__header">
          <h2 id={titleId} className="popup-frame__title">
            {title}
          </h2>
          {closable && (
            <button
              type="button"
              className="popup-frame__close"
              aria-label={t('actions.close')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        <div className="popup-frame__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
});
