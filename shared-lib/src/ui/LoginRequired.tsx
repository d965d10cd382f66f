import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';

/** Member-only content: anonymous shoppers get the reason and a button that opens the login popup. */
export const LoginRequired = observer(function LoginRequired({
  message,
  children,
}: {
  message?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user: userStore, loginPopup } = useStores();
  if (userStore.isLogin) return children;
  return (
    <div className="tu-card">
      <p>{message ?? t('status.loginRequired')}</p>
      <button type="button" className="tu-button tu-button--primary" onClick={() => loginPopup.open()}>
        {t('actions.login')}
      </button>
    </div>
  );
});
