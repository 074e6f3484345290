import { Button, Form, Input, Popconfirm, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { Messages, normalizePhone, PASSWORD_MIN_LENGTH, type UpdateProfileRequest } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { phoneFormItemProps, phoneInputProps } from '@clinic/ui';
import { EmailSettings } from './email-settings';

type ProfileForm = Required<Pick<UpdateProfileRequest, 'name' | 'email' | 'phone' | 'address'>> & {
  password?: string;
  confirmPassword?: string;
  currentPassword?: string;
};

/** `/profile`: the signed-in user's own details, prefilled, and an optional new password. */
export function ProfilePage() {
  const { user, notify, updateUser, signOut } = useHost();
  const [form] = Form.useForm<ProfileForm>();
  const update = useMutation({
    mutationFn: (body: UpdateProfileRequest) => unwrap(api.PUT('/api/users/profile', { body })),
    onSuccess: (updated) => {
      updateUser(updated);
      form.setFieldsValue({ password: '', confirmPassword: '', currentPassword: '', phone: updated.phone });
      notify.success(Messages.profile.updated);
    },
    onError: (error) => notify.error(errorMessage(error, 'Failed to update profile')),
  });
  const everywhere = useMutation({
    mutationFn: () => unwrap(api.POST('/api/users/logout-everywhere')),
    onSuccess: async () => {
      notify.success(Messages.auth.loggedOutEverywhere);
      await signOut();
    },
    onError: (error) => notify.error(errorMessage(error, 'Failed to sign out everywhere')),
  });
  if (!user) return null;

  // The server asks for the current password when the password or the phone changes.
  const changesCredentials = (values: Pick<ProfileForm, 'password' | 'phone'>) =>
    Boolean(values.password) || (values.phone !== undefined && normalizePhone(values.phone) !== user.phone);

  const submit = ({ confirmPassword: _confirm, password, currentPassword, phone, ...fields }: ProfileForm) =>
    update.mutate({
      ...fields,
      phone: normalizePhone(phone),
      ...(password ? { password } : {}),
      ...(changesCredentials({ password, phone }) ? { currentPassword } : {}),
    });

  return (
    <div style={{ maxWidth: 520 }}>
      <Typography.Title level={2}>User Profile</Typography.Title>
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={update.isPending}
        initialValues={{ name: user.name, email: user.email, phone: user.phone, address: user.address }}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: Messages.users.nameRequired }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ type: 'email', message: Messages.users.invalidEmail }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label="Phone number" name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input.TextArea rows={2} autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="password"
          extra="Leave blank to keep your current password."
          rules={[{ min: PASSWORD_MIN_LENGTH, message: Messages.users.passwordTooShort }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                (getFieldValue('password') ?? '') === (value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(Messages.auth.passwordsDoNotMatch)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Current password"
          name="currentPassword"
          dependencies={['password', 'phone']}
          extra="Needed to change your password or phone number."
          rules={[
            ({ getFieldsValue }) => ({
              validator: (_rule, value) =>
                value || !changesCredentials(getFieldsValue(['password', 'phone']))
                  ? Promise.resolve()
                  : Promise.reject(new Error(Messages.auth.currentPasswordRequired)),
            }),
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Update
        </Button>
      </Form>
      <EmailSettings />
      <section style={{ marginTop: 32 }}>
        <Typography.Title level={4}>Sessions</Typography.Title>
        <Typography.Paragraph type="secondary">
          Signed in on a shared or lost device? Sign out everywhere, this browser included; then sign in again with your password.
        </Typography.Paragraph>
        <Popconfirm
          title="Sign out on every device?"
          okText="Sign out everywhere"
          cancelText="Cancel"
          onConfirm={() => everywhere.mutate()}
        >
          <Button danger loading={everywhere.isPending}>
            Sign out everywhere
          </Button>
        </Popconfirm>
      </section>
      {user.role === 'client' && (
        <section style={{ marginTop: 32 }}>
          <Typography.Title level={4}>Your data</Typography.Title>
          <Typography.Paragraph type="secondary">
            One file with your account, appointments, nutrition plans, progress records and messages.
          </Typography.Paragraph>
          <a href="/api/users/me/export" download>
            <Button>Download my data</Button>
          </a>
        </section>
      )}
    </div>
  );
}
