import { Table, Tag } from 'antd';
import { useState } from 'react';
import type { EmailInfo, EmailState } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatInstant, Paragraph, Title } from '@clinic/ui';
import { useEmailLog } from '../api/integrations';
import { ReminderTimes } from './reminder-times';
import { withElements } from './rich-text';

// The server's setting, named as in its environment whatever the language.
const SMTP_SETTING = 'SMTP_URL';
const STATE_COLORS: Record<EmailState, string> = { queued: 'blue', sent: 'green', 'not-sent': 'default', failed: 'red' };

/** The emails the clinic sent or tried to: subject, state and error (never the text or the address). */
export function EmailsSection() {
  const [page, setPage] = useState(1);
  const log = useEmailLog(page);
  const { timeZone } = useHost().clinic;
  const { t } = useTranslation('admin');
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={4}>{t('integrations.emails.title')}</Title>
      <Paragraph type="secondary">
        {withElements(t('integrations.emails.intro'), [<code key="smtp">{SMTP_SETTING}</code>])}
      </Paragraph>
      <ReminderTimes />
      <Table<EmailInfo>
        rowKey="_id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={log.isPending}
        dataSource={log.data?.data ?? []}
        pagination={{ current: page, pageSize: 10, total: log.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('integrations.emails.when'), dataIndex: 'at', render: (at: string) => formatInstant(at, timeZone) },
          { title: t('integrations.emails.subject'), dataIndex: 'subject' },
          { title: t('integrations.emails.state'), dataIndex: 'state', render: (state: EmailState) => <Tag color={STATE_COLORS[state]}>{t(`integrations.emails.states.${state}`)}</Tag> },
          { title: t('integrations.emails.error'), dataIndex: 'error', render: (error: string | null) => error ?? '' },
        ]}
      />
    </section>
  );
}
