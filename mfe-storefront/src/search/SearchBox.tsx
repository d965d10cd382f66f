// The store's search form. A plain GET form to /search?q=, so it works before the page's scripts have
// run; once they have, it opens the results client-side.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerSearchStrings';
import { SEARCH_PARAM, SEARCH_PATH, searchPath } from '../links/storePaths';

export function SearchBox({ initial = '', id = 'sf-search' }: { initial?: string; id?: string }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) void navigate(localePath(searchPath(trimmed)));
  };
  return (
    <form
      role="search"
      aria-label={t('search.form')}
      action={localePath(SEARCH_PATH)}
      method="get"
      className="sf-search"
      onSubmit={submit}
    >
      <label htmlFor={id} className="tu-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_PARAM}
        value={query}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="tu-button tu-button--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
