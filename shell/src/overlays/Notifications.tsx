// Notifications (4500 ms): title and message from the set's notification list (notificationsOf.ts), each
// dismissable; the list removes them when their time is up.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { notificationsOf, type UiNotification } from './notificationsOf';
import { SHELL_NS } from '../i18n/registerShellStrings';
import './overlays.css';

export const Notifications = observer(function Notifications() {
  const { t } = useTranslation(SHELL_NS);
  const { notifications } = notificationsOf(useStores());
  // The live region is always there, so new notifications are announced when they are added.
  return (
    <div className="notifications" aria-live="polite">
      {notifications.length > 0 && (
        <ul className="notifications__list" aria-label={t('overlays.notifications.label')}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </div>
  );
});

function NotificationItem({ notification }: { notification: UiNotification }) {
  const { t } = useTranslation(SHELL_NS);
  const list = notificationsOf(useStores());
  const { id, type, title, message } = notification;
  return (
    <li className={`notification notification--${type}`}>
      <div className="notification__content">
        <p className="notification__title">{title}</p>
        {message && <p className="notification__message">{message}</p>}
      </div>
      <button
        type="button"
        className="notification__dismiss"
        aria-label={t('overlays.notifications.dismiss', { title })}
        onClick={() => list.dismiss(id)}
      >
        ×
      </button>
    </li>
  );
}
