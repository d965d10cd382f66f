// A popup's place on uiStore's stack: registered while mounted (z-index, scroll lock, overlay rule
// live in the store), and Escape handled by the top popup only.
import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { useStores } from '../../stores/StoresContext';

export interface PopupStackOptions {
  closeOnOverlay: boolean;
  /** Called on Escape when this popup is on top; absent for a popup that cannot be closed. */
  onEscape?: () => void;
}

export function usePopupStack(id: string, { closeOnOverlay, onEscape }: PopupStackOptions): void {
  const { ui: uiStore } = useStores();
  // Layout effect: the z-index is known before the first paint, so the popup never flashes under another.
  useLayoutEffect(() => {
    uiStore.openPopup(id, { closeOnOverlay });
    return () => uiStore.closePopup(id);
  }, [uiStore, id, closeOnOverlay]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // While an IME (e.g. zhuyin for zh-TW) is composing, Escape cancels the composition, not the popup.
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    if (uiStore.topPopup?.id !== id) return;
    // Claim the key press: once this popup has left the stack, the one below must not take it as its own.
    // A top popup that cannot be closed claims it too, so Escape never closes a popup hidden under it.
    event.preventDefault();
    onEscape?.();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
