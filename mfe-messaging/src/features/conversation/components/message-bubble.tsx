import { Popconfirm } from 'antd';
import { errorMessage, useDeleteMessage, type Schemas } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatInstant, Text } from '@clinic/ui';

/** One message of a thread: mine on the right (and mine to delete), theirs on the left. */
export function MessageBubble({ message: m, mine }: { message: Schemas['ChatMessageDto']; mine: boolean }) {
  const { t } = useTranslation('messaging');
  const { timeZone } = useClinic();
  const notify = useNotify();
  const remove = useDeleteMessage();
  return (
    <div style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}>
      <div
        data-testid="message"
        style={{ maxWidth: '75%', background: mine ? '#e3f2e7' : '#f1f3f2', borderRadius: 10, padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <div>{m.content}</div>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {mine ? t('conversation.you') : m.sender.name} · {formatInstant(m.createdAt, timeZone)}
          {mine && (
            <>
              {' · '}
              <Popconfirm
                title={t('conversation.deleteQuestion')}
                okText={t('conversation.delete')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutate(m._id, { onError: (e) => notify.error(errorMessage(e, t('conversation.deleteFailed'))) })}
              >
                {/* The darker green: the theme's link colour is 4.3:1 on the bubble's green. */}
                <a role="button" aria-label={t('conversation.deleteLabel')} style={{ color: '#1d5737' }}>
                  {t('conversation.delete')}
                </a>
              </Popconfirm>
            </>
          )}
        </Text>
      </div>
    </div>
  );
}
