import { Button, Popconfirm, Typography } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useEndSessions } from '../api/users';

/** Signing a user out on every device: a lost phone or a shared computer. */
export function UserSessions({ id, name }: { id: string; name: string }) {
  const notify = useNotify();
  const endSessions = useEndSessions(id);
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Sessions</Typography.Title>
      <Typography.Paragraph type="secondary">
        A lost phone or a shared computer: sign {name} out on every device. They sign in again with their password.
      </Typography.Paragraph>
      <Popconfirm
        title={`Sign ${name} out everywhere?`}
        okText="End sessions"
        cancelText="Cancel"
        onConfirm={() =>
          endSessions.mutate(undefined, {
            onSuccess: () => notify.success(Messages.users.sessionsEnded),
            onError: (error) => notify.error(errorMessage(error, 'Failed to end sessions')),
          })
        }
      >
        <Button danger loading={endSessions.isPending}>
          End all sessions
        </Button>
      </Popconfirm>
    </section>
  );
}
