import { Button, Card, List, Popconfirm } from 'antd';
import { errorMessage, useCareTeam, useRemoveCareTeamMember } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatInstant, Paragraph } from '@clinic/ui';
import { AssignPractitioner } from './assign-practitioner';

/**
 * The admin's view of a client's care team: the practitioners who may read and write the client's
 * plans and progress. Removing one ends their access at once; what they wrote stays.
 */
export function CareTeamCard({ clientId }: { clientId: string }) {
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const { timeZone } = useClinic();
  const team = useCareTeam(clientId);
  const remove = useRemoveCareTeamMember(clientId);
  const members = team.data?.members ?? [];
  const onTeam = new Set(members.map((m) => m.practitioner._id));

  return (
    <Card size="small" title={t('clients.careTeam.title')} style={{ marginBottom: 16 }}>
      <List
        size="small"
        loading={team.isPending}
        dataSource={members}
        locale={{ emptyText: team.isError ? m.care.loadFailed : m.care.empty }}
        renderItem={(member) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title={t('clients.careTeam.removeTitle', { name: member.practitioner.name })}
                description={t('clients.careTeam.removeDescription')}
                okText={t('clients.careTeam.remove')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutate(member.practitioner._id, {
                    onSuccess: () => notify.success(m.care.removed),
                    onError: (error) => notify.error(errorMessage(error, m.care.loadFailed)),
                  })
                }
              >
                <Button type="link" danger style={{ padding: 0 }} aria-label={t('clients.careTeam.removeLabel', { name: member.practitioner.name })}>
                  {t('clients.careTeam.remove')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={t('clients.careTeam.member', { name: member.practitioner.name, role: t(`users.roles.${member.practitioner.role}`) })}
              description={t('clients.careTeam.since', { source: t(`clients.careTeam.sources.${member.source}`), time: formatInstant(member.since, timeZone) })}
            />
          </List.Item>
        )}
      />
      <AssignPractitioner clientId={clientId} onTeam={onTeam} />
      <Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('clients.careTeam.footer')}
      </Paragraph>
    </Card>
  );
}
