// An order's lesser actions behind one "More" button on a phone, so a card keeps one row of buttons.
// The menu button pattern (WAI-ARIA APG): aria-haspopup/aria-expanded, arrow keys move among the items,
// Escape or a choice closes it and gives the focus back to the button, a press outside closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';

export interface MoreMenuItem {
  key: string;
  label: string;
  /** The item's name for assistive tech, naming the order. */
  ariaLabel: string;
  disabled?: boolean;
  onSelect: () => void;
}

export function OrderMoreMenu({ sn, items }: { sn: string; items: MoreMenuItem[] }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current.find((item) => item && !item.disabled)?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (items.length === 0) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = itemRefs.current.filter((item): item is HTMLButtonElement => !!item && !item.disabled);
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => enabled[(index + enabled.length) % enabled.length]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(enabled.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="acc-more" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tu-button tu-button--ghost acc-more__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('orders.actions.moreOrder', { sn })}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t('orders.actions.more')}
      </button>
      {open && (
        <div
          id={menuId}
          className="acc-more__menu"
          role="menu"
          aria-label={t('orders.actions.moreOrder', { sn })}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="acc-more__item"
              tabIndex={-1}
              disabled={item.disabled}
              aria-label={item.ariaLabel}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
