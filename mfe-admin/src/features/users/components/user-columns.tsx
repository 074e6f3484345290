import { Space, Tag, type TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas } from '@clinic/api-client';
import { Messages, ROLE_LABELS, type Role } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { ConfirmDelete, useRole } from '@clinic/ui';
import { useDeleteUser } from '../api/users';

type User = Schemas['UserResponseDto'];
const ROLE_COLORS: Record<Role, string> = { admin: 'gold', nutritionist: 'green', client: 'blue' };

/** The user list's columns: no actions on one's own row, and no Delete for an admin. */
export function useUserColumns(): TableColumnsType<User> {
  const { user: me } = useRole();
  const notify = useNotify();
  const remove = useDeleteUser();
  const onDelete = (user: User) =>
    remove.mutate(user._id, {
      onSuccess: () => notify.success(Messages.users.deleted),
      onError: (error) => notify.error(errorMessage(error, 'Failed to delete user')),
    });

  return [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string) => email || '—' },
    { title: 'Role', dataIndex: 'role', key: 'role', render: (r: Role) => <Tag color={ROLE_COLORS[r]}>{ROLE_LABELS[r]}</Tag> },
    { title: 'Admin', dataIndex: 'isAdmin', key: 'isAdmin', render: (isAdmin: boolean) => (isAdmin ? 'Yes' : 'No') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, user) =>
        user._id === me?._id ? null : (
          <Space>
            {user.role === 'client' && <Link to={`/admin/clientPlans/${user._id}`}>Plans & progress</Link>}
            <Link to={`/admin/user/${user._id}/edit`}>Edit</Link>
            {!user.isAdmin && (
              <ConfirmDelete what={user.name} title="Delete this user?" description={`${user.name} will lose access. This cannot be undone.`} onConfirm={() => onDelete(user)} />
            )}
          </Space>
        ),
    },
  ];
}
