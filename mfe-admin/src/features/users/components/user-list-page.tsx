import { Button, Input, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, type Schemas } from '@clinic/api-client';
import { Messages, ROLE_LABELS, ROLES, type Role } from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { useDeleteUser, useUserList } from '../api/users';

type User = Schemas['UserResponseDto'];
const PAGE_SIZE = 20;
const ROLE_COLORS: Record<Role, string> = { admin: 'gold', nutritionist: 'green', client: 'blue' };

/**
 * `/admin/userlist`: every account, searchable. Another admin's details can be edited (issue 12);
 * no admin is deleted, and one's own account is changed on the Profile screen.
 */
export function UserListPage() {
  const notify = useNotify();
  const me = useCurrentUser();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const users = useUserList({ page, limit: PAGE_SIZE, search: search || undefined, role });
  const remove = useDeleteUser();

  const onDelete = (user: User) =>
    remove.mutate(user._id, {
      onSuccess: () => notify.success(Messages.users.deleted),
      onError: (error) => notify.error(errorMessage(error, 'Failed to delete user')),
    });

  const columns: TableColumnsType<User> = [
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
            <Popconfirm
              title="Delete this user?"
              description={`${user.name} will lose access. This cannot be undone.`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(user)}
            >
              <Button type="link" danger style={{ padding: 0 }} aria-label={`Delete ${user.name}`}>
                Delete
              </Button>
            </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  return (
    <div>
      <Typography.Title level={2}>Users</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search name, phone or email"
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
          aria-label="Search users"
        />
        <Select<Role | undefined>
          placeholder="All roles"
          allowClear
          value={role}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          style={{ width: 160 }}
          aria-label="Filter by role"
        />
      </Space>
      <Table<User>
        rowKey="_id"
        columns={columns}
        dataSource={users.data?.data}
        loading={users.isFetching}
        locale={{ emptyText: users.isError ? errorMessage(users.error, 'Failed to load users') : 'No users found.' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: users.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: true }}
      />
    </div>
  );
}
