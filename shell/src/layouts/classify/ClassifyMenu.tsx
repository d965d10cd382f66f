import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Image, LocaleLink } from '@topup/shared-lib';
import { SHELL_NS } from '../../i18n/registerShellStrings';
import { useDisclosure } from '../useDisclosure';
import { classifyHref, useClassifyMenu } from './classifyMenuStore';

/**
 * The header's category menu: a disclosure button and a list of links to the category list.
 * Escape (focus back to the button) or a press elsewhere closes it.
 */
export const ClassifyMenu = observer(function ClassifyMenu() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { open, setOpen, toggle, rootRef, buttonRef, onKeyDown } = useDisclosure();
  const panelId = useId();
  const menu = useClassifyMenu();
  const { state } = menu;

  // Asked for when first wanted (pointer over, focus or open), not on every page's first load.
  const prefetch = () => void menu.ensure(i18n.language);
  useEffect(() => {
    if (open) void menu.ensure(i18n.language);
  }, [menu, open, i18n.language]);

  return (
    <div className="classify-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="classify-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        {t('classify.label')}
      </button>
      <div id={panelId} className="classify-menu__panel" hidden={!open}>
        {state.status === 'ready' && state.options.length > 0 && (
          <ul>
            {state.options.map((option) => (
              <li key={option.id}>
                <LocaleLink to={classifyHref(option.id)} onClick={() => setOpen(false)}>
                  <Image src={option.image} alt="" width={32} height={32} />
                  <span>{option.title}</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        )}
        {state.status === 'ready' && state.options.length === 0 && <p>{t('classify.empty')}</p>}
        {(state.status === 'loading' || state.status === 'idle') && (
          <p role="status">{t('classify.loading')}</p>
        )}
        {state.status === 'error' && (
          <p role="alert">
            {t('classify.failed')}{' '}
            <button
              type="button"
              className="tu-button tu-button--ghost"
              onClick={() => void menu.ensure(i18n.language, true)}
            >
              {t('common:actions.retry')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
});
