import { Button, Card, Space, Tag, Typography } from 'antd';
import { Link } from '@clinic/router';
import { useCareTeam } from '@clinic/api-client';
import { Messages, ROLE_LABELS } from '@clinic/contracts';

/**
 * A client's own corner of the progress screen: who may see their records (their care team), and
 * the way to add a home measurement.
 */
export function MyCareTeam({ clientId }: { clientId: string }) {
  const team = useCareTeam(clientId);
  const members = team.data?.members ?? [];
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap size={[4, 4]} aria-label="Your care team">
          <Typography.Text strong>Your care team:</Typography.Text>
          {team.isError && <Typography.Text type="danger">{Messages.care.loadFailed}</Typography.Text>}
          {team.isSuccess && members.length === 0 && <Typography.Text type="secondary">{Messages.care.empty}</Typography.Text>}
          {members.map((m) => (
            <Tag key={m.practitioner._id} title={ROLE_LABELS[m.practitioner.role]}>
              {m.practitioner.name}
            </Tag>
          ))}
        </Space>
        <Link to={`/admin/progressPlans/${clientId}`}>
          <Button type="primary">Add a measurement</Button>
        </Link>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        Only your care team and the clinic admin can see your plans and progress.
      </Typography.Paragraph>
    </Card>
  );
}
