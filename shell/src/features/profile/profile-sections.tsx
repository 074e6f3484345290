import { Paragraph, Title } from '@clinic/ui';
import { Button, Popconfirm } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { useHost } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';

/** Signing out on every device, this browser included. */
export function SessionsSection() {
  const { notify, signOut } = useHost();
  const { t } = useTranslation('shell');
  const m = useMessages();
  const everywhere = useMutation({
    mutationFn: () => unwrap(api.POST('/api/users/logout-everywhere')),
    onSuccess: async () => {
      notify.success(m.auth.loggedOutEverywhere);
      await signOut();
    },
    onError: (error) => notify.error(errorMessage(error, t('profile.sessions.failed'))),
  });
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={4}>{t('profile.sessions.title')}</Title>
      <Paragraph type="secondary">{t('profile.sessions.intro')}</Paragraph>
      <Popconfirm
        title={t('profile.sessions.confirm')}
        okText={t('profile.sessions.signOutEverywhere')}
        cancelText={t('profile.sessions.cancel')}
        onConfirm={() => everywhere.mutate()}
      >
        <Button danger loading={everywhere.isPending}>
          {t('profile.sessions.signOutEverywhere')}
        </Button>
      </Popconfirm>
    </section>
  );
}

/** A client's own data in one file (their right to a copy). */
export function YourDataSection() {
  const { t } = useTranslation('shell');
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={4}>{t('profile.data.title')}</Title>
      <Paragraph type="secondary">{t('profile.data.intro')}</Paragraph>
      <a href="/api/users/me/export" download>
        <Button>{t('profile.data.download')}</Button>
      </a>
    </section>
  );
}
