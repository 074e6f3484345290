import '../screens-i18n';
import { Button, Form, Input } from 'antd';
import { useMessages, useTranslation } from '@clinic/i18n';
import { EmailField, ForRoles, NameField, NewPasswordFields, PageTitle, phoneFormItemProps, phoneInputProps, useRole, disabledWhile } from '@clinic/ui';
import { SessionsSection, YourDataSection } from './profile-sections';
import { type ProfileForm, useProfile } from './use-profile';
import { EmailSettings } from './email-settings';

/** `/profile`: the signed-in user's own details, prefilled, and an optional new password. */
export function ProfilePage() {
  const { user } = useRole();
  const [form] = Form.useForm<ProfileForm>();
  const { submit, changesCredentials, pending } = useProfile(form);
  const { t } = useTranslation('shell');
  const m = useMessages();
  if (!user) return null;

  return (
    <div style={{ maxWidth: 520 }}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={disabledWhile(pending)}
        initialValues={{ name: user.name, email: user.email, phone: user.phone, address: user.address }}
      >
        <NameField />
        <EmailField />
        <Form.Item label={t('profile.phone')} name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} />
        </Form.Item>
        <Form.Item label={t('profile.address')} name="address">
          <Input.TextArea rows={2} autoComplete="street-address" />
        </Form.Item>
        <NewPasswordFields label={t('profile.newPassword')} extra={t('profile.keepPassword')} />
        <Form.Item
          label={t('profile.currentPassword')}
          name="currentPassword"
          dependencies={['password', 'phone']}
          extra={t('profile.currentPasswordHelp')}
          rules={[
            ({ getFieldsValue }) => ({
              validator: (_rule, value) =>
                value || !changesCredentials(getFieldsValue(['password', 'phone'])) ? Promise.resolve() : Promise.reject(new Error(m.auth.currentPasswordRequired)),
            }),
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('profile.update')}
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
