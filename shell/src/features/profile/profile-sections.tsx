import { Button, Popconfirm, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useHost } from '@clinic/host';

/** Signing out on every device, this browser included. */
export function SessionsSection() {
  const { notify, signOut } = useHost();
  const everywhere = useMutation({
    mutationFn: () => unwrap(api.POST('/api/users/logout-everywhere')),
    onSuccess: async () => {
      notify.success(Messages.auth.loggedOutEverywhere);
      await signOut();
    },
    onError: (error) => notify.error(errorMessage(error, 'Failed to sign out everywhere')),
  });
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Sessions</Typography.Title>
      <Typography.Paragraph type="secondary">
        Signed in on a shared or lost device? Sign out everywhere, this browser included; then sign in again with your password.
      </Typography.Paragraph>
      <Popconfirm title="Sign out on every device?" okText="Sign out everywhere" cancelText="Cancel" onConfirm={() => everywhere.mutate()}>
        <Button danger loading={everywhere.isPending}>
          Sign out everywhere
        </Button>
      </Popconfirm>
    </section>
  );
}

/** A client's own data in one file (their right to a copy). */
export function YourDataSection() {
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Your data</Typography.Title>
      <Typography.Paragraph type="secondary">One file with your account, appointments, nutrition plans, progress records and messages.</Typography.Paragraph>
      <a href="/api/users/me/export" download>
        <Button>Download my data</Button>
      </a>
    </section>
  );
}
