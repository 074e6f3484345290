import { Button, Card, List, Popconfirm, Typography } from 'antd';
import { errorMessage, useCareTeam, useRemoveCareTeamMember } from '@clinic/api-client';
import { CARE_TEAM_SOURCE_LABELS, Messages, ROLE_LABELS } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { formatInstant } from '@clinic/ui';
import { AssignPractitioner } from './assign-practitioner';

/**
 * The admin's view of a client's care team: the practitioners who may read and write the client's
 * plans and progress. Removing one ends their access at once; what they wrote stays.
 */
export function CareTeamCard({ clientId }: { clientId: string }) {
  const notify = useNotify();
  const { timeZone } = useClinic();
  const team = useCareTeam(clientId);
  const remove = useRemoveCareTeamMember(clientId);
  const members = team.data?.members ?? [];
  const onTeam = new Set(members.map((m) => m.practitioner._id));

  return (
    <Card size="small" title="Care team" style={{ marginBottom: 16 }}>
      <List
        size="small"
        loading={team.isPending}
        dataSource={members}
        locale={{ emptyText: team.isError ? Messages.care.loadFailed : Messages.care.empty }}
        renderItem={(m) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title={`Remove ${m.practitioner.name} from the care team?`}
                description="They will no longer see this client's plans and progress."
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutate(m.practitioner._id, {
                    onSuccess: () => notify.success(Messages.care.removed),
                    onError: (error) => notify.error(errorMessage(error, Messages.care.loadFailed)),
                  })
                }
              >
                <Button type="link" danger style={{ padding: 0 }} aria-label={`Remove ${m.practitioner.name}`}>
                  Remove
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={`${m.practitioner.name} · ${ROLE_LABELS[m.practitioner.role]}`}
              description={`${CARE_TEAM_SOURCE_LABELS[m.source]}, ${formatInstant(m.since, timeZone)}`}
            />
          </List.Item>
        )}
      />
      <AssignPractitioner clientId={clientId} onTeam={onTeam} />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        Practitioners join when the client books with them or when you assign them.
      </Typography.Paragraph>
    </Card>
  );
}
