import { Button, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { useAppointments, type Schemas } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { PagedList, PageTitle, useRole } from '@clinic/ui';
import { type AppointmentSort, useAppointmentColumns } from './appointment-columns';
import { AppointmentFilterBar, type AppointmentFilters } from './appointment-filters';

const PAGE_SIZE = 20;

/** `/appointmentList`: the caller's appointments (all of them for the admin), filtered, sorted by date. */
export function AppointmentListPage() {
  const { clinician } = useRole();
  const [filters, setFilters] = useState<AppointmentFilters>({});
  const [page, setPage] = useState(1);
  // Upcoming first (soonest at the top), then past ones: the next appointment is what people look for.
  const [sort, setSort] = useState<AppointmentSort>('upcoming');
  const appointments = useAppointments({ ...filters, page, limit: PAGE_SIZE, sort });
  const columns = useAppointmentColumns(sort);

  const setFilter = <K extends keyof AppointmentFilters>(key: K, value: AppointmentFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value || undefined }));
    setPage(1);
  };
  const onTableChange: TableProps<Schemas['AppointmentDto']>['onChange'] = (pagination, _filters, sorter) => {
    const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
    const nextSort = order === 'ascend' ? 'date' : order === 'descend' ? '-date' : 'upcoming';
    if (nextSort !== sort) {
      setSort(nextSort);
      setPage(1);
    } else setPage(pagination.current ?? 1);
  };

  return (
    <div>
      <PageTitle extra={<Link to="/appointmentForm"><Button type="primary">Book Appointment</Button></Link>}>
        {clinician ? 'Appointments' : 'My Appointments'}
      </PageTitle>
      <AppointmentFilterBar setFilter={setFilter} />
      <PagedList
        rowKey="_id"
        label="Appointments"
        columns={columns}
        rows={appointments.data?.data}
        total={appointments.data?.total ?? 0}
        loading={appointments.isFetching}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        onTableChange={onTableChange}
        emptyText={appointments.isError ? Messages.appointments.listFailed : Messages.appointments.noneFound}
      />
    </div>
  );
}
