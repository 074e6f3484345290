import { Button, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@clinic/api-client';
import { type EmailInfo, type EmailState, Messages } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { useEmailLog, useNotificationSettings, useSaveNotificationSettings } from '../api/integrations';

const STATE_TAGS: Record<EmailState, { color: string; label: string }> = {
  queued: { color: 'blue', label: 'Queued' },
  sent: { color: 'green', label: 'Sent' },
  'not-sent': { color: 'default', label: 'Not sent' },
  failed: { color: 'red', label: 'Failed' },
};

/** "1440, 120" ⇄ [1440, 120]; null when not whole minutes. */
function parseLeads(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
}

function ReminderTimes() {
  const { notify } = useHost();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (!settings.data) return null;
  return (
    <Form
      layout="inline"
      initialValues={{ leads: settings.data.reminderLeadsMinutes.join(', ') }}
      onFinish={({ leads }: { leads: string }) =>
        save.mutate(parseLeads(leads) ?? [], {
          onSuccess: () => notify.success(Messages.notifications.preferencesSaved),
          onError: (error) => notify.error(errorMessage(error, 'Failed to save the reminder times')),
        })
      }
      style={{ marginBottom: 16 }}
    >
      <Form.Item
        label="Reminders before appointments (minutes)"
        name="leads"
        rules={[{ validator: (_r, value: string) => (parseLeads(value ?? '') ? Promise.resolve() : Promise.reject(new Error('Whole minutes separated by commas, e.g. 1440, 120'))) }]}
      >
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** The emails the clinic sent or tried to: subject, state and error (never the text or the address). */
export function EmailsSection() {
  const [page, setPage] = useState(1);
  const log = useEmailLog(page);
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Emails</Typography.Title>
      <Typography.Paragraph type="secondary">
        Booking, reminder, plan and progress emails. Not sent: no mail server is configured (<code>SMTP_URL</code>). Failed: the mail server refused
        them for a day.
      </Typography.Paragraph>
      <ReminderTimes />
      <Table<EmailInfo>
        rowKey="_id"
        size="small"
        loading={log.isPending}
        dataSource={log.data?.data ?? []}
        pagination={{ current: page, pageSize: 10, total: log.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: 'When', dataIndex: 'at', render: (at: string) => new Date(at).toLocaleString() },
          { title: 'Subject', dataIndex: 'subject' },
          { title: 'State', dataIndex: 'state', render: (state: EmailState) => <Tag color={STATE_TAGS[state].color}>{STATE_TAGS[state].label}</Tag> },
          { title: 'Error', dataIndex: 'error', render: (error: string | null) => error ?? '' },
        ]}
      />
    </section>
  );
}
