import { Button, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, unwrap } from '@clinic/api-client';
import { Messages, PASSWORD_MIN_LENGTH, PHONE_LENGTH, PHONE_PATTERN, type UpdateProfileRequest } from '@clinic/contracts';
import { useHost } from '@clinic/host';

type ProfileForm = Required<Omit<UpdateProfileRequest, 'password'>> & { password?: string; confirmPassword?: string };

/** `/profile`: the signed-in user's own details, prefilled, and an optional new password. */
export function ProfilePage() {
  const { user, notify, updateUser } = useHost();
  const [form] = Form.useForm<ProfileForm>();
  const update = useMutation({
    mutationFn: (body: UpdateProfileRequest) => unwrap(api.PUT('/api/users/profile', { body })),
    onSuccess: (updated) => {
      updateUser(updated);
      form.setFieldsValue({ password: '', confirmPassword: '' });
      notify.success(Messages.profile.updated);
    },
    onError: (error) => notify.error(errorMessage(error, 'Failed to update profile')),
  });
  if (!user) return null;

  const submit = ({ confirmPassword: _confirm, password, ...fields }: ProfileForm) =>
    update.mutate({ ...fields, ...(password ? { password } : {}) });

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
        <Form.Item label="Phone number" name="phone" rules={[{ required: true, pattern: PHONE_PATTERN, message: Messages.auth.invalidPhone }]}>
          <Input maxLength={PHONE_LENGTH} inputMode="numeric" autoComplete="tel-national" />
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
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Update
        </Button>
      </Form>
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
