import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { splitLocalePath, useLocalePath } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

/** The search page (storefront's), which reads the words from `?q=`. */
export const SEARCH_PATH = '/search';
export const SEARCH_QUERY = 'q';

/** The search page's address for some words, in the page's language. */
export function searchHref(words: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY]: words }).toString()}`;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search for games and products: it goes to the search page with the words. On the search
 * page it shows the words searched for. Before the page's scripts run it still works: a plain form
 * asking for the same address.
 */
export function SearchBox() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { pathname, search } = useLocation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const searched =
    splitLocalePath(pathname).path === SEARCH_PATH
      ? (new URLSearchParams(search).get(SEARCH_QUERY) ?? '')
      : '';
  const [words, setWords] = useState(searched);
  // Back and forward between searches show the words of the page shown.
  const [shownFor, setShownFor] = useState(searched);
  if (shownFor !== searched) {
    setShownFor(searched);
    setWords(searched);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field, not the state: words typed before the header hydrated are in the field only (React
    // hydrates a field with what it holds and hears of it later), and a held Enter is replayed then.
    const wanted = (inputRef.current?.value ?? words).trim();
    if (!wanted) {
      inputRef.current?.focus();
      return;
    }
    void navigate(localize(searchHref(wanted)));
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className="site-search"
      action={localize(SEARCH_PATH)}
      method="get"
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="site-search__input"
        type="search"
        name={SEARCH_QUERY}
        value={words}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setWords(event.target.value)}
      />
      <button type="submit" className="site-search__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
