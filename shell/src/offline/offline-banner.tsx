import { useCurrentUser } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { readSnapshot } from './offline-store';
import { useOnline } from './use-online';

const style = {
  background: '#fffbe6',
  borderBottom: '1px solid #ffe58f',
  padding: '8px 24px',
  fontSize: 14,
} as const;

/** "HH:mm" on the clinic's clock, like every other time in the app. */
export function clockTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(at);
}

/**
 * Offline, says so and from when the shown data is; what needs the server is turned off meanwhile
 * (App sets antd's componentDisabled), and a reply sent offline waits for the connection. Plain markup, in the first bundle: offline, a lazy chunk that
 * was never fetched could not load.
 */
export function OfflineBanner({ timeZone }: { timeZone: string }) {
  const online = useOnline();
  const user = useCurrentUser();
  const { t } = useTranslation('shell');
  if (online) return null;
  const savedAt = user ? readSnapshot(user._id)?.savedAt : undefined;
  return (
    <div role="status" style={style} className="offline-banner">
      <strong>{savedAt ? t('offline.since', { time: clockTime(savedAt, timeZone) }) : t('offline.plain')}</strong> {t('offline.text')}
    </div>
  );
}
