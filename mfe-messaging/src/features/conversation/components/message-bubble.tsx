import { Popconfirm } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext } from 'react';
import { errorMessage, useDeleteMessage, type Schemas } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatInstant, Text } from '@clinic/ui';

/** The darker green: the theme's link colour is 4.3:1 on the bubble's green. */
const LINK_LOOK = { color: '#1d5737', background: 'none', border: 0, padding: 0, font: 'inherit', textDecoration: 'underline', cursor: 'pointer' } as const;

/** One message of a thread: mine on the right (and mine to delete), theirs on the left. */
export function MessageBubble({ message: m, mine }: { message: Schemas['ChatMessageDto']; mine: boolean }) {
  const { t } = useTranslation('messaging');
  const { timeZone } = useClinic();
  const notify = useNotify();
  const remove = useDeleteMessage();
  // The shell turns antd's controls off offline; this link is not one, so it follows them (a question
  // whose buttons are all off, Cancel included, was what it opened).
  const off = useContext(DisabledContext);
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
                disabled={off}
                onConfirm={() => remove.mutate(m._id, { onError: (e) => notify.error(errorMessage(e, t('conversation.deleteFailed'))) })}
              >
                {/* A button drawn as a link: reached and pressed from the keyboard too (an `a` without href is neither). */}
                <button
                  type="button"
                  aria-label={t('conversation.deleteLabel')}
                  disabled={off}
                  style={{ ...LINK_LOOK, ...(off ? { color: 'rgba(0, 0, 0, 0.45)', cursor: 'not-allowed' } : null) }}
                >
                  {t('conversation.delete')}
                </button>
              </Popconfirm>
            </>
          )}
        </Text>
      </div>
    </div>
  );
}
