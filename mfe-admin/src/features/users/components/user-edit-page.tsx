import { Alert, Button, Form, Input, Result, Select, Space } from 'antd';
import { Link, useParams } from '@clinic/router';
import { errorMessage, isApiError, useUser } from '@clinic/api-client';
import { type AdminUpdateUserRequest, ROLES } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { EmailField, NameField, NewPasswordFields, PageTitle, phoneFormItemProps, phoneInputProps, disabledWhile, Pending } from '@clinic/ui';
import { useUserEdit } from './use-user-edit';
import { UserSessions } from './user-sessions';

/** `/admin/user/{id}/edit`: name, email, role, phone and address of an account, and ending its sessions. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const [form] = Form.useForm<AdminUpdateUserRequest>();
  const { submit, pending } = useUserEdit(id, form);
  const { t } = useTranslation('admin');
  const m = useMessages();

  if (user.isPending) return <Pending query={user} />;
  if (user.isError) {
    const missing = isApiError(user.error) && (user.error.status === 404 || user.error.status === 400);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? m.users.notFound : errorMessage(user.error, t('users.edit.loadFailed'))}
        extra={<Link to="/admin/userlist">{t('users.edit.back')}</Link>}
      />
    );
  }

  const { name, email, role, phone, address, isAdmin } = user.data;
  return (
    <div style={{ maxWidth: 520 }}>
      <PageTitle>{t('users.edit.title')}</PageTitle>
      {isAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('users.edit.adminTitle')}
          description={t('users.edit.adminDescription')}
        />
      )}
      <Form<AdminUpdateUserRequest> form={form} layout="vertical" onFinish={submit} disabled={disabledWhile(pending)} initialValues={{ name, email, role, phone, address }}>
        <NameField autoComplete="off" />
        <EmailField autoComplete="off" />
        <Form.Item label={t('users.edit.role')} name="role" rules={[{ required: true }]}>
          <Select options={ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))} />
        </Form.Item>
        <Form.Item label={t('users.edit.phone')} name="phone" {...phoneFormItemProps()}>
          <Input {...phoneInputProps} />
        </Form.Item>
        <Form.Item label={t('users.edit.address')} name="address">
          <Input.TextArea rows={2} />
        </Form.Item>
        <NewPasswordFields
          label={t('users.edit.tempPassword')}
          extra={t('users.edit.tempPasswordExtra')}
          confirm={false}
        />
        <Space>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('users.edit.save')}
          </Button>
          <Link to="/admin/userlist">{t('users.edit.cancel')}</Link>
        </Space>
      </Form>
      <UserSessions id={id} name={name} />
    </div>
  );
}
