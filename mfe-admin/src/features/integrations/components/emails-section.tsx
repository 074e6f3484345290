import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { EmailInfo, EmailState } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { formatInstant } from '@clinic/ui';
import { useEmailLog } from '../api/integrations';
import { ReminderTimes } from './reminder-times';

const STATE_TAGS: Record<EmailState, { color: string; label: string }> = {
  queued: { color: 'blue', label: 'Queued' },
  sent: { color: 'green', label: 'Sent' },
  'not-sent': { color: 'default', label: 'Not sent' },
  failed: { color: 'red', label: 'Failed' },
};

/** The emails the clinic sent or tried to: subject, state and error (never the text or the address). */
export function EmailsSection() {
  const [page, setPage] = useState(1);
  const log = useEmailLog(page);
  const { timeZone } = useHost().clinic;
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
        scroll={{ x: 'max-content' }}
        loading={log.isPending}
        dataSource={log.data?.data ?? []}
        pagination={{ current: page, pageSize: 10, total: log.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: 'When', dataIndex: 'at', render: (at: string) => formatInstant(at, timeZone) },
          { title: 'Subject', dataIndex: 'subject' },
          { title: 'State', dataIndex: 'state', render: (state: EmailState) => <Tag color={STATE_TAGS[state].color}>{STATE_TAGS[state].label}</Tag> },
          { title: 'Error', dataIndex: 'error', render: (error: string | null) => error ?? '' },
        ]}
      />
    </section>
  );
}
