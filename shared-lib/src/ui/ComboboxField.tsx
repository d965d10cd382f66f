// A labelled field that picks one of many options by typing part of its name (the ARIA 1.2 combobox
// with a listbox popup), with FieldFrame's wiring. Written here because a native <select> cannot be
// searched by typed text beyond its first letters, and the pickers it serves list some 250 names.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, splitFieldProps, type BoundFieldProps } from './FieldFrame';

export interface ComboboxOption {
  value: string;
  label: string;
  /** More words the option is found by (its English name on a page in another language). */
  keywords?: string;
}

export interface ComboboxFieldProps extends BoundFieldProps {
  options: readonly ComboboxOption[];
  autoComplete?: string;
  disabled?: boolean;
  'aria-busy'?: boolean;
}

/** Case and width folded (full-width letters typed on a Chinese keyboard), accents kept. */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** The options whose label or keywords hold the typed text; all of them for no text. */
export function filterOptions(options: readonly ComboboxOption[], typed: string): readonly ComboboxOption[] {
  const wanted = fold(typed.trim());
  if (!wanted) return options;
  return options.filter((option) => fold(`${option.label} ${option.keywords ?? ''}`).includes(wanted));
}

export function ComboboxField({ options, ...props }: ComboboxFieldProps) {
  const [field, element] = splitFieldProps(props);
  const { t } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  /** The shopper's text while the list is open; null shows the chosen option's name. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const chosen = options.find((option) => option.value === field.value);
  const shown = useMemo(() => filterOptions(options, typed ?? ''), [options, typed]);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const shownName = chosen?.label;
  // A name that arrives while the field has focus (a list named after it loads) replaces the text the
  // focus selected; selected again, the next key still replaces it instead of adding to it.
  useEffect(() => {
    if (typed === null && input.current && document.activeElement === input.current) input.current.select();
    // Only a new name: the shopper's own typing moves the selection as they mean it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownName]);

  const close = () => {
    setOpen(false);
    setTyped(null);
  };
  const pick = (option: ComboboxOption) => {
    field.onValueChange(option.value);
    close();
  };
  const move = (step: number) => {
    if (!open) {
      setOpen(true);
      setActive(Math.max(0, shown.indexOf(chosen as ComboboxOption)));
      return;
    }
    setActive((index) => Math.min(Math.max(index + step, 0), shown.length - 1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      // Enter picks in the list and does not send the form.
      event.preventDefault();
      if (activeOption) pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <FieldFrame {...field}>
      {({ onChange: _onChange, value: _value, name, ...control }) => (
        <div className="tu-combobox">
          {/* The chosen value, as a form sends it; the visible field holds the name. */}
          <input type="hidden" name={name} value={field.value} />
          <input
            {...control}
            ref={input}
            type="text"
            role="combobox"
            className="tu-combobox__input"
            autoComplete={element.autoComplete ?? 'off'}
            disabled={element.disabled}
            aria-busy={element['aria-busy']}
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(shown.indexOf(activeOption)) : undefined}
            value={typed ?? chosen?.label ?? ''}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={(event) => event.target.select()}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('combobox.list', { label: field.label })}
            className="tu-combobox__list"
            hidden={!open}
          >
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option === activeOption}
                className="tu-combobox__option"
                // Before the field's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {open && (
            <p className="tu-combobox__count" role="status">
              {shown.length === 0 ? t('combobox.none') : t('combobox.count', { count: shown.length })}
            </p>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
