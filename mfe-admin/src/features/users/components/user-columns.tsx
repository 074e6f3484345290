import type { TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas } from '@clinic/api-client';
import type { Role } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { ConfirmDelete, Space, Tag, type TagColor, useRole } from '@clinic/ui';
import { useDeleteUser } from '../api/users';

type User = Schemas['UserResponseDto'];
const ROLE_COLORS: Record<Role, TagColor> = { admin: 'gold', nutritionist: 'green', client: 'blue' };

/** The user list's columns: no actions on one's own row, and no Delete for an admin. */
export function useUserColumns(): TableColumnsType<User> {
  const { user: me } = useRole();
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const remove = useDeleteUser();
  const onDelete = (user: User) =>
    remove.mutate(user._id, {
      onSuccess: () => notify.success(m.users.deleted),
      onError: (error) => notify.error(errorMessage(error, t('users.columns.deleteFailed'))),
    });

  return [
    { title: t('users.columns.name'), dataIndex: 'name', key: 'name' },
    { title: t('users.columns.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('users.columns.email'), dataIndex: 'email', key: 'email', render: (email: string) => email || '—' },
    { title: t('users.columns.role'), dataIndex: 'role', key: 'role', render: (r: Role) => <Tag color={ROLE_COLORS[r]}>{t(`users.roles.${r}`)}</Tag> },
    { title: t('users.columns.admin'), dataIndex: 'isAdmin', key: 'isAdmin', render: (isAdmin: boolean) => (isAdmin ? t('users.columns.yes') : t('users.columns.no')) },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      render: (_, user) =>
        user._id === me?._id ? null : (
          <Space>
            {user.role === 'client' && <Link to={`/admin/clientPlans/${user._id}`}>{t('users.columns.plans')}</Link>}
            <Link to={`/admin/user/${user._id}/edit`}>{t('users.columns.edit')}</Link>
            {!user.isAdmin && (
              <ConfirmDelete what={user.name} title={t('users.columns.deleteTitle')} description={t('users.columns.deleteDescription', { name: user.name })} onConfirm={() => onDelete(user)} />
            )}
          </Space>
        ),
    },
  ];
}
