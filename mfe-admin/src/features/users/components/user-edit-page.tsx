import { Alert, Button, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import { Link, useParams } from '@clinic/router';
import { errorMessage, isApiError, useUser } from '@clinic/api-client';
import { type AdminUpdateUserRequest, Messages, ROLE_LABELS, ROLES } from '@clinic/contracts';
import { EmailField, NameField, NewPasswordFields, PageTitle, phoneFormItemProps, phoneInputProps } from '@clinic/ui';
import { useUserEdit } from './use-user-edit';
import { UserSessions } from './user-sessions';

/** `/admin/user/{id}/edit`: name, email, role, phone and address of an account, and ending its sessions. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const [form] = Form.useForm<AdminUpdateUserRequest>();
  const { submit, pending } = useUserEdit(id, form);

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

  const { name, email, role, phone, address, isAdmin } = user.data;
  return (
    <div style={{ maxWidth: 520 }}>
      <PageTitle>Edit User</PageTitle>
      {isAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This is an admin account."
          description="You can change its name, email, phone and address. An admin account cannot be deleted, and the clinic's last admin keeps the admin role."
        />
      )}
      <Form<AdminUpdateUserRequest> form={form} layout="vertical" onFinish={submit} disabled={pending} initialValues={{ name, email, role, phone, address }}>
        <NameField autoComplete="off" />
        <EmailField autoComplete="off" />
        <Form.Item label="Role" name="role" rules={[{ required: true }]}>
          <Select options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
        <Form.Item label="Phone number" name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input.TextArea rows={2} />
        </Form.Item>
        <NewPasswordFields
          label="Temporary password"
          extra="Only for a user who forgot theirs; they change it on their Profile screen. Setting one signs them out everywhere."
          confirm={false}
        />
        <Space>
          <Button type="primary" htmlType="submit" loading={pending}>
            Save
          </Button>
          <Link to="/admin/userlist">Cancel</Link>
        </Space>
      </Form>
      <UserSessions id={id} name={name} />
    </div>
  );
}
