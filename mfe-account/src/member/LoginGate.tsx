import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { userStore } from '@topup/shared-lib';
import { NS } from '../i18n';

/** Account pages need a member: anonymous shoppers get the reason and the login popup. */
export const LoginGate = observer(function LoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  if (userStore.isLogin) return children;
  return (
    <div className="tu-card">
      <p>{t('center.loginPrompt')}</p>
      <button
        type="button"
        className="tu-button tu-button--primary"
        onClick={() => userStore.openLoginPopup()}
      >
        {t('common:actions.login')}
      </button>
    </div>
  );
});
