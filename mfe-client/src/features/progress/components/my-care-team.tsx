import { Link } from '@clinic/router';
import { useCareTeam } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, Panel, Paragraph, Space, Tag, Text } from '@clinic/ui';

/**
 * A client's own corner of the progress screen: who may see their records (their care team), and
 * the way to add a home measurement.
 */
export function MyCareTeam({ clientId }: { clientId: string }) {
  const { t } = useTranslation('client');
  const messages = useMessages();
  const team = useCareTeam(clientId);
  const members = team.data?.members ?? [];
  // The heading and the button on the first line, the members on their own below it, one line tall
  // before they arrive: with the members beside the button, their arrival pushed the button to a
  // second line on a phone, and the chart below it down (Lighthouse's layout shift, issue 17).
  return (
    <Panel style={{ marginBottom: 16 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Text strong>{t('progress.careTeam.heading')}</Text>
        <Link to={`/admin/progressPlans/${clientId}`}>
          <Button type="primary">{t('progress.careTeam.add')}</Button>
        </Link>
      </Space>
      <Space wrap size={[4, 4]} aria-label={t('progress.careTeam.label')} style={{ display: 'flex', minHeight: 24, marginTop: 8 }}>
        {team.isError && <Text type="danger">{messages.care.loadFailed}</Text>}
        {team.isSuccess && members.length === 0 && <Text type="secondary">{messages.care.empty}</Text>}
        {members.map((m) => (
          <Tag key={m.practitioner._id} title={t(`labels.role.${m.practitioner.role}`)}>
            {m.practitioner.name}
          </Tag>
        ))}
      </Space>
      <Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('progress.careTeam.privacy')}
      </Paragraph>
    </Panel>
  );
}
