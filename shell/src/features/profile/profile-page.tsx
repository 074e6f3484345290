import { Button, Form, Input } from 'antd';
import { Messages } from '@clinic/contracts';
import { EmailField, ForRoles, NameField, NewPasswordFields, PageTitle, phoneFormItemProps, phoneInputProps, useRole } from '@clinic/ui';
import { SessionsSection, YourDataSection } from './profile-sections';
import { type ProfileForm, useProfile } from './use-profile';
import { EmailSettings } from './email-settings';

/** `/profile`: the signed-in user's own details, prefilled, and an optional new password. */
export function ProfilePage() {
  const { user } = useRole();
  const [form] = Form.useForm<ProfileForm>();
  const { submit, changesCredentials, pending } = useProfile(form);
  if (!user) return null;

  return (
    <div style={{ maxWidth: 520 }}>
      <PageTitle>User Profile</PageTitle>
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={pending}
        initialValues={{ name: user.name, email: user.email, phone: user.phone, address: user.address }}
      >
        <NameField />
        <EmailField />
        <Form.Item label="Phone number" name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} />
        </Form.Item>
        <Form.Item label="Address" name="address">
          <Input.TextArea rows={2} autoComplete="street-address" />
        </Form.Item>
        <NewPasswordFields label="New password" extra="Leave blank to keep your current password." />
        <Form.Item
          label="Current password"
          name="currentPassword"
          dependencies={['password', 'phone']}
          extra="Needed to change your password or phone number."
          rules={[
            ({ getFieldsValue }) => ({
              validator: (_rule, value) =>
                value || !changesCredentials(getFieldsValue(['password', 'phone'])) ? Promise.resolve() : Promise.reject(new Error(Messages.auth.currentPasswordRequired)),
            }),
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          Update
        </Button>
      </Form>
      <EmailSettings />
      <SessionsSection />
      <ForRoles roles={['client']}>
        <YourDataSection />
      </ForRoles>
    </div>
  );
}
