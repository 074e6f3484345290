import { Input, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@clinic/api-client';
import { ROLES, type Role } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { listOf, PagedList, PageTitle, Space, usePaging } from '@clinic/ui';
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
  const { t } = useTranslation('admin');

  return (
    <div>
      <PageTitle>{t('users.list.title')}</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('users.list.search')}
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            paging.onPageChange(1);
          }}
          style={{ width: 280 }}
          aria-label={t('users.list.searchLabel')}
        />
        <Select<Role | undefined>
          placeholder={t('users.list.allRoles')}
          allowClear
          value={role}
          onChange={(value) => {
            setRole(value);
            paging.onPageChange(1);
          }}
          options={ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
          style={{ width: 160 }}
          aria-label={t('users.list.filterRole')}
        />
      </Space>
      <PagedList
        rowKey="_id"
        label={t('users.list.label')}
        columns={columns}
        {...listOf(users)}
        {...paging}
        emptyText={users.isError ? errorMessage(users.error, t('users.list.loadFailed')) : t('users.list.empty')}
      />
    </div>
  );
}
