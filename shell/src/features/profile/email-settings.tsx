import { Paragraph, Title } from '@clinic/ui';
import { Switch } from 'antd';
import { errorMessage, useNotificationPreferences, useUpdateNotificationPreferences } from '@clinic/api-client';
import { ALWAYS_EMAILED, EMAIL_PREFERENCE_KINDS } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';

/** The profile's email switches, one per kind; saved as each is flipped. */
export function EmailSettings() {
  const { notify } = useHost();
  const { t } = useTranslation('shell');
  const m = useMessages();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const email = preferences.data?.email;
  return (
    <section style={{ marginTop: 32 }} aria-labelledby="email-settings">
      <Title level={4} id="email-settings">
        {t('profile.email.title')}
      </Title>
      <Paragraph type="secondary">{t('profile.email.intro')}</Paragraph>
      {EMAIL_PREFERENCE_KINDS.map((kind) => (
        <div key={kind} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}>
          <label htmlFor={`email-${kind}`}>{t(`profile.email.kinds.${kind}`)}</label>
          <Switch
            id={`email-${kind}`}
            checked={email?.[kind] ?? true}
            disabled={!email || ALWAYS_EMAILED.includes(kind)}
            loading={update.isPending && update.variables?.email[kind] !== undefined}
            onChange={(on) =>
              update.mutate(
                { email: { [kind]: on } },
                {
                  onSuccess: () => notify.success(m.notifications.preferencesSaved),
                  onError: (error) => notify.error(errorMessage(error, t('profile.email.saveFailed'))),
                },
              )
            }
          />
        </div>
      ))}
    </section>
  );
}
