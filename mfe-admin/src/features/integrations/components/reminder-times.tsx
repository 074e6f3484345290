import { Button, Checkbox, Form, Input } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { useHost } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/integrations';

/** "1440, 120" ⇄ [1440, 120]; null when not whole minutes. */
function parseLeads(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
}

export function ReminderTimes() {
  const { notify } = useHost();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (!settings.data) return null;
  return (
    <Form
      layout="vertical"
      initialValues={{ leads: settings.data.reminderLeadsMinutes.join(', '), remindNutritionist: settings.data.remindNutritionist ?? false }}
      onFinish={({ leads, remindNutritionist }: { leads: string; remindNutritionist: boolean }) =>
        save.mutate({ reminderLeadsMinutes: parseLeads(leads) ?? [], remindNutritionist }, {
          onSuccess: () => notify.success(m.notifications.preferencesSaved),
          onError: (error) => notify.error(errorMessage(error, t('integrations.reminders.saveFailed'))),
        })
      }
      style={{ marginBottom: 16, maxWidth: 360 }}
    >
      <Form.Item
        label={t('integrations.reminders.label')}
        name="leads"
        rules={[{ validator: (_r, value: string) => (parseLeads(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('integrations.reminders.rule')))) }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="remindNutritionist" valuePropName="checked">
        <Checkbox>{t('integrations.reminders.nutritionistToo')}</Checkbox>
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {t('integrations.reminders.save')}
      </Button>
    </Form>
  );
}
