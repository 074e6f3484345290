import { Alert, Button, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, isApiError, useUser } from '@clinic/api-client';
import { Messages, normalizePhone, PASSWORD_MIN_LENGTH, ROLE_LABELS, ROLES, type AdminUpdateUserRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { phoneFormItemProps, phoneInputProps } from '@clinic/ui';
import { useEndSessions, useUpdateUser } from '../api/users';

/** `/admin/user/{id}/edit`: name, email, role, phone and address of an account, and ending its sessions. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useUser(id);
  const update = useUpdateUser(id);
  const endSessions = useEndSessions(id);

  if (user.isPending) return <Skeleton active />;
  if (user.isError) {
    const missing = isApiError(user.error) && (user.error.status === 404 || user.error.status === 400);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? Messages.users.notFound : errorMessage(user.error, 'Failed to load user')}
        extra={<Link to="/admin/userlist">Back to users</Link>}
      />
    );
  }

  const submit = ({ password, phone, ...fields }: AdminUpdateUserRequest) =>
    update.mutate(
      { ...fields, ...(phone ? { phone: normalizePhone(phone) } : {}), ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          notify.success(Messages.users.updated);
          navigate('/admin/userlist');
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to update user')),
      },
    );

  const isAdmin = user.data.isAdmin;
  return (
    <div style={{ maxWidth: 520 }}>
      <Typography.Title level={2}>Edit User</Typography.Title>
      {isAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This is an admin account."
          description="You can change its name, email, phone and address. An admin account cannot be deleted, and the clinic's last admin keeps the admin role."
        />
      )}
      <Form<AdminUpdateUserRequest>
        layout="vertical"
        onFinish={submit}
        disabled={update.isPending}
        initialValues={{
          name: user.data.name,
          email: user.data.email,
          role: user.data.role,
          phone: user.data.phone,
          address: user.data.address,
        }}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: Messages.users.nameRequired }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ type: 'email', message: Messages.users.invalidEmail }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true }]}>
          <Select options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
        <Form.Item label="Phone number" name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          label="Temporary password"
          name="password"
          extra="Only for a user who forgot theirs; they change it on their Profile screen. Setting one signs them out everywhere."
          rules={[{ min: PASSWORD_MIN_LENGTH, message: Messages.users.passwordTooShort }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save
          </Button>
          <Link to="/admin/userlist">Cancel</Link>
        </Space>
      </Form>
      <section style={{ marginTop: 32 }}>
        <Typography.Title level={4}>Sessions</Typography.Title>
        <Typography.Paragraph type="secondary">
          A lost phone or a shared computer: sign {user.data.name} out on every device. They sign in again with their password.
        </Typography.Paragraph>
        <Popconfirm
          title={`Sign ${user.data.name} out everywhere?`}
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
    </div>
  );
}
