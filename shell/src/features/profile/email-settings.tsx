import { Switch, Typography } from 'antd';
import { errorMessage, useNotificationPreferences, useUpdateNotificationPreferences } from '@clinic/api-client';
import { ALWAYS_EMAILED, EMAIL_PREFERENCE_KINDS, EMAIL_PREFERENCE_LABELS, Messages } from '@clinic/contracts';
import { useHost } from '@clinic/host';

/** The profile's email switches, one per kind; saved as each is flipped. */
export function EmailSettings() {
  const { notify } = useHost();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const email = preferences.data?.email;
  return (
    <section style={{ marginTop: 32 }} aria-labelledby="email-settings">
      <Typography.Title level={4} id="email-settings">
        Email notifications
      </Typography.Title>
      <Typography.Paragraph type="secondary">Notifications always appear under the bell; choose which also come by email.</Typography.Paragraph>
      {EMAIL_PREFERENCE_KINDS.map((kind) => (
        <div key={kind} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}>
          <label htmlFor={`email-${kind}`}>{EMAIL_PREFERENCE_LABELS[kind]}</label>
          <Switch
            id={`email-${kind}`}
            checked={email?.[kind] ?? true}
            disabled={!email || ALWAYS_EMAILED.includes(kind)}
            loading={update.isPending && update.variables?.email[kind] !== undefined}
            onChange={(on) =>
              update.mutate(
                { email: { [kind]: on } },
                {
                  onSuccess: () => notify.success(Messages.notifications.preferencesSaved),
                  onError: (error) => notify.error(errorMessage(error, 'Failed to save the setting')),
                },
              )
            }
          />
        </div>
      ))}
    </section>
  );
}
