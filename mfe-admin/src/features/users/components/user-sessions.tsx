import { Paragraph, Title } from '@clinic/ui';
import { Button, Popconfirm } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { useNotify } from '@clinic/host';
import { useEndSessions } from '../api/users';

/** Signing a user out on every device: a lost phone or a shared computer. */
export function UserSessions({ id, name }: { id: string; name: string }) {
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const endSessions = useEndSessions(id);
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={4}>{t('users.sessions.title')}</Title>
      <Paragraph type="secondary">
        {t('users.sessions.intro', { name })}
      </Paragraph>
      <Popconfirm
        title={t('users.sessions.confirm', { name })}
        okText={t('users.sessions.ok')}
        cancelText={t('users.sessions.cancel')}
        onConfirm={() =>
          endSessions.mutate(undefined, {
            onSuccess: () => notify.success(m.users.sessionsEnded),
            onError: (error) => notify.error(errorMessage(error, t('users.sessions.failed'))),
          })
        }
      >
        <Button danger loading={endSessions.isPending}>
          {t('users.sessions.endAll')}
        </Button>
      </Popconfirm>
    </section>
  );
}
