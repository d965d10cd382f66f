// The header's disclosures (the phone menu, categories, account options): a button that shows and
// hides a panel. A press outside closes it; Escape closes the innermost open one and gives focus back
// to its button.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface Disclosure {
  open: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
  /** The element holding the button and the panel: presses inside it keep the panel open. */
  rootRef: React.RefObject<HTMLDivElement | null>;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** For the root element: Escape inside it closes this disclosure, not one around it. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A field inside that used the Escape itself (a picker closing its list) keeps the panel open.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return { open, setOpen, toggle: () => setOpen((value) => !value), rootRef, buttonRef, onKeyDown };
}
