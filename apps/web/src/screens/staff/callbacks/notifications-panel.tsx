import { useCallback } from 'react';
import { fetchStaffNotifications } from '../../../api/staff';
import { staffMessages } from '../../../messages/staff';
import { useStaffData } from '../use-staff-data';
import { formatDateTime } from './format';

const text = staffMessages.callbacks;

/**
 * What the team was told about requests: the back office's copy when this server sends no
 * e-mail, and the notifications that failed for good (dead letters) with their reason.
 */
export function NotificationsPanel() {
  const load = useCallback(() => fetchStaffNotifications(), []);
  const { data } = useStaffData(load);
  if (!data) return null;
  const dead = data.notifications.filter((item) => item.status === 'dead');
  const shown =
    data.delivery === 'email'
      ? []
      : data.notifications.filter((item) => item.status !== 'dead').slice(0, 10);
  if (dead.length === 0 && shown.length === 0) return null;
  return (
    <section
      aria-labelledby="avisos-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="avisos-titulo" className="text-lg font-semibold text-brand-800">
        {text.notificationsTitle}
      </h2>
      {data.delivery !== 'email' && (
        <p className="mt-1 text-sm text-slate-600">{text.notificationsNotMailed[data.delivery]}</p>
      )}
      {dead.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-band-bad-fg">{text.deadLetters}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {dead.map((item) => (
              <li key={item.id} className="rounded-lg bg-band-bad-bg px-3 py-2 text-band-bad-fg">
                {text.notificationKind[item.kind]} · {text.notificationChannel[item.channel]} ·{' '}
                {formatDateTime(item.createdAt)} · {item.lastError}
              </li>
            ))}
          </ul>
        </>
      )}
      {shown.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          {shown.map((item) => (
            <li key={item.id}>
              {formatDateTime(item.createdAt)} · {text.notificationKind[item.kind]} (
              {text.notificationStatus[item.status]})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
