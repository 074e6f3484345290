import { Alert, Button, Form, Input, Result, Select, Skeleton, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, isApiError, useUser } from '@clinic/api-client';
import {
  Messages,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  PHONE_PATTERN,
  ROLE_LABELS,
  ROLES,
  type AdminUpdateUserRequest,
} from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useUpdateUser } from '../api/users';

/** `/admin/user/{id}/edit`: name, email, role, phone and address of an account. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useUser(id);
  const update = useUpdateUser(id);

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

  const submit = ({ password, ...fields }: AdminUpdateUserRequest) =>
    update.mutate(
      { ...fields, ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          notify.success(Messages.users.updated);
          navigate('/admin/userlist');
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to update user')),
      },
    );

  const protectedAdmin = user.data.isAdmin;
  return (
    <div style={{ maxWidth: 520 }}>
      <Typography.Title level={2}>Edit User</Typography.Title>
      {protectedAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Admin accounts are changed by their owner, on the Profile screen."
        />
      )}
      <Form<AdminUpdateUserRequest>
        layout="vertical"
        onFinish={submit}
        disabled={protectedAdmin || update.isPending}
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
        <Form.Item label="Phone number" name="phone" rules={[{ required: true, pattern: PHONE_PATTERN, message: Messages.auth.invalidPhone }]}>
          <Input maxLength={PHONE_LENGTH} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          label="Temporary password"
          name="password"
          extra="Only for a user who forgot theirs; they change it on their Profile screen."
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
    </div>
  );
}
