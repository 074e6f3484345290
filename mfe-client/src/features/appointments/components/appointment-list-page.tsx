import { Button, type TableProps } from 'antd';
import { useCallback, useState } from 'react';
import { Link } from '@clinic/router';
import { useAppointments, type Schemas } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { listOf, PagedList, PageTitle, usePaging, useRole } from '@clinic/ui';
import { appointmentListHeading } from '../list-heading';
import { type AppointmentSort, useAppointmentColumns } from './appointment-columns';
import { AppointmentFilterBar, type AppointmentFilters } from './appointment-filters';
import { UrlAppointmentDialog } from './url-dialog';

/** `/appointmentList`: the caller's appointments (all of them for the admin), filtered, sorted by date. */
export function AppointmentListPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { role } = useRole();
  const [filters, setFilters] = useState<AppointmentFilters>({});
  const paging = usePaging();
  // Upcoming first (soonest at the top), then past ones: the next appointment is what people look for.
  const [sort, setSort] = useState<AppointmentSort>('upcoming');
  const appointments = useAppointments({ ...filters, page: paging.page, limit: paging.pageSize, sort });
  const columns = useAppointmentColumns(sort);

  const { onPageChange } = paging;
  // Stable, so the filter bar (memoised) is not drawn again each time the list's answer arrives.
  const setFilter = useCallback(
    <K extends keyof AppointmentFilters>(key: K, value: AppointmentFilters[K]) => {
      setFilters((f) => ({ ...f, [key]: value || undefined }));
      onPageChange(1);
    },
    [onPageChange],
  );
  const onTableChange: TableProps<Schemas['AppointmentDto']>['onChange'] = (pagination, _filters, sorter) => {
    const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
    const nextSort = order === 'ascend' ? 'date' : order === 'descend' ? '-date' : 'upcoming';
    if (nextSort !== sort) {
      setSort(nextSort);
      paging.onPageChange(1);
    } else paging.onPageChange(pagination.current ?? 1);
  };

  return (
    <div>
      <PageTitle extra={<Link to="/appointmentForm"><Button type="primary">{t('appointments.list.book')}</Button></Link>}>
        {t(appointmentListHeading(role))}
      </PageTitle>
      <UrlAppointmentDialog />
      <AppointmentFilterBar setFilter={setFilter} />
      <PagedList
        rowKey="_id"
        label={t('appointments.list.label')}
        columns={columns}
        {...listOf(appointments)}
        {...paging}
        onTableChange={onTableChange}
        emptyText={appointments.isError ? m.appointments.listFailed : m.appointments.noneFound}
      />
    </div>
  );
}
