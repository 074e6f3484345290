import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@clinic/api-client';
import { ROLE_LABELS, ROLES, type Role } from '@clinic/contracts';
import { listOf, PagedList, PageTitle, usePaging } from '@clinic/ui';
import { useUserList } from '../api/users';
import { useUserColumns } from './user-columns';

/**
 * `/admin/userlist`: every account, searchable. Another admin's details can be edited (issue 12);
 * no admin is deleted, and one's own account is changed on the Profile screen.
 */
export function UserListPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const users = useUserList({ page: paging.page, limit: paging.pageSize, search: search || undefined, role });
  const columns = useUserColumns();

  return (
    <div>
      <PageTitle>Users</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search name, phone or email"
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            paging.onPageChange(1);
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
            paging.onPageChange(1);
          }}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          style={{ width: 160 }}
          aria-label="Filter by role"
        />
      </Space>
      <PagedList
        rowKey="_id"
        label="Users"
        columns={columns}
        {...listOf(users)}
        {...paging}
        emptyText={users.isError ? errorMessage(users.error, 'Failed to load users') : 'No users found.'}
      />
    </div>
  );
}
