import { Button, DatePicker, Popconfirm, Select, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, useAppointments, useDeleteAppointment, type AppointmentListParams, type Schemas } from '@clinic/api-client';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  formatRupees,
  isClinician,
  Messages,
  type Mode,
  MODE_LABELS,
  MODES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type SessionType,
  STATUS_LABELS,
} from '@clinic/contracts';
import { useClinic, useCurrentUser, useNotify } from '@clinic/host';
import { clinicNowTime, clinicToday, dayjsToDate, formatDate, formatTimeRange, PageTitle, PaymentTag, pickerDateFormats, StatusTag } from '@clinic/ui';

type Appointment = Schemas['AppointmentDto'];
const PAGE_SIZE = 20;

interface Filters {
  startDate?: string;
  endDate?: string;
  status?: AppointmentStatus;
  sessionType?: SessionType;
  mode?: Mode;
}

/** `/appointmentList`: the caller's appointments (all of them for the admin), filtered, sorted by date. */
export function AppointmentListPage() {
  const user = useCurrentUser();
  const { timeZone } = useClinic();
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  // Upcoming first (soonest at the top), then past ones: the next appointment is what people look for.
  const [sort, setSort] = useState<'date' | '-date' | 'upcoming'>('upcoming');
  const params: AppointmentListParams = { ...filters, page, limit: PAGE_SIZE, sort };
  const appointments = useAppointments(params);
  const remove = useDeleteAppointment();
  const clinician = isClinician(user?.role);

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value || undefined }));
    setPage(1);
  };
  const today = clinicToday(timeZone);
  const canDelete = (a: Appointment) =>
    clinician || (a.status === 'pending' && (a.date > today || (a.date === today && a.startTime > clinicNowTime(timeZone))));

  const onDelete = (a: Appointment) =>
    remove.mutate(a._id, {
      onSuccess: () => notify.success(Messages.appointments.deleted),
      onError: (error) => notify.error(`${Messages.appointments.deleteFailedPrefix}${errorMessage(error, 'unknown error')}`),
    });

  const columns: TableColumnsType<Appointment> = [
    {
      title: 'Date',
      key: 'date',
      sorter: true,
      sortOrder: sort === 'date' ? 'ascend' : sort === '-date' ? 'descend' : null,
      sortDirections: ['ascend', 'descend'],
      render: (_, a) => formatDate(a.date),
    },
    { title: 'Time', key: 'time', render: (_, a) => formatTimeRange(a.startTime, a.endTime) },
    ...(user?.role !== 'nutritionist' ? [{ title: 'Nutritionist', key: 'nutritionist', render: (_: unknown, a: Appointment) => a.nutritionist.name }] : []),
    ...(clinician ? [{ title: 'Client', key: 'client', render: (_: unknown, a: Appointment) => a.client.name }] : []),
    { title: 'Session', key: 'sessionType', render: (_, a) => SESSION_TYPE_LABELS[a.sessionType] },
    { title: 'Mode', key: 'mode', render: (_, a) => MODE_LABELS[a.mode] },
    { title: 'Status', key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    { title: 'Payment', key: 'payment', render: (_, a) => <PaymentTag status={a.paymentStatus} /> },
    { title: 'Price', key: 'price', align: 'right', render: (_, a) => formatRupees(a.price) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, a) => (
        <Space size="small">
          <Link to={`/appointments/${a._id}/view`}>View</Link>
          <Link to={`/appointments/${a._id}/edit`}>Edit</Link>
          {canDelete(a) && (
            <Popconfirm
              title="Delete this appointment?"
              description="The time becomes free for others to book."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete(a)}
            >
              <Button type="link" danger style={{ padding: 0 }} aria-label={`Delete appointment on ${a.date} at ${a.startTime}`}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const onTableChange: TableProps<Appointment>['onChange'] = (pagination, _filters, sorter) => {
    const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
    const nextSort = order === 'ascend' ? 'date' : order === 'descend' ? '-date' : 'upcoming';
    if (nextSort !== sort) {
      setSort(nextSort);
      setPage(1);
    } else setPage(pagination.current ?? 1);
  };

  const dateFilter = (key: 'startDate' | 'endDate', label: string) => (
    <DatePicker
      placeholder={label}
      aria-label={label}
      format={pickerDateFormats('D MMM YYYY')}
      onChange={(value: Dayjs | null) => setFilter(key, value ? dayjsToDate(value) : undefined)}
    />
  );

  return (
    <div>
      <PageTitle extra={<Link to="/appointmentForm"><Button type="primary">Book Appointment</Button></Link>}>
        {clinician ? 'Appointments' : 'My Appointments'}
      </PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        {dateFilter('startDate', 'Start date')}
        {dateFilter('endDate', 'End date')}
        <Select<AppointmentStatus>
          placeholder="Status"
          aria-label="Status"
          allowClear
          style={{ width: 140 }}
          onChange={(v) => setFilter('status', v)}
          options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <Select<SessionType>
          placeholder="Session type"
          aria-label="Session type"
          allowClear
          style={{ width: 180 }}
          onChange={(v) => setFilter('sessionType', v)}
          options={SESSION_TYPES.map((s) => ({ value: s, label: SESSION_TYPE_LABELS[s] }))}
        />
        <Select<Mode>
          placeholder="Mode"
          aria-label="Mode"
          allowClear
          style={{ width: 130 }}
          onChange={(v) => setFilter('mode', v)}
          options={MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        />
      </Space>
      <Table<Appointment>
        rowKey="_id"
        columns={columns}
        dataSource={appointments.data?.data}
        loading={appointments.isFetching}
        onChange={onTableChange}
        locale={{ emptyText: appointments.isError ? Messages.appointments.listFailed : Messages.appointments.noneFound }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: appointments.data?.total ?? 0, showSizeChanger: false }}
        scroll={{ x: true }}
      />
    </div>
  );
}
