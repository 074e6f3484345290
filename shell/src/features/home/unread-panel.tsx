import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatRecent, Paragraph } from '@clinic/ui';
import { CountBadge } from '../../layout/count-badge';
import { HomePanel, Nothing } from './home-panel';

/** Unread messages on a home page, each conversation a link into its thread. */
export function UnreadPanel({ unread, allLink }: { unread: Schemas['UnreadSummaryDto']; allLink: string }) {
  const { timeZone } = useClinic();
  const { t } = useTranslation('shell');
  const title = (
    <>
      {t('home.unread.title')} <CountBadge count={unread.total} />
    </>
  );
  return (
    <HomePanel title={title} extra={<Link to={allLink}>{t('home.unread.all')}</Link>} testId="home-unread">
      {unread.conversations.length === 0 ? (
        <Nothing text={t('home.unread.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {unread.conversations.map((c) => (
            <li key={c.user._id}>
              <Link to={`/conversation?user=${encodeURIComponent(c.user._id)}`}>
                <strong>{c.user.name}</strong> {t('home.unread.new', { unread: c.unread })}
              </Link>
              <Paragraph type="secondary" ellipsis style={{ margin: 0 }}>
                {formatRecent(c.lastMessageTime, timeZone)} · {c.lastMessage}
              </Paragraph>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  );
}
