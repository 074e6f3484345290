import FilterOutlined from '@ant-design/icons/FilterOutlined';
import type { TableProps } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from '@clinic/router';
import { useAppointments, type Schemas } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, listOf, PagedList, PageTitle, PHONE_QUERY, useIsPhone, usePaging, useRole } from '@clinic/ui';
import { appointmentListHeading } from '../list-heading';
import { type AppointmentSort, useAppointmentColumns } from './appointment-columns';
import type { AppointmentFilters } from './appointment-filters';
import { UrlAppointmentDialog } from './url-dialog';

// The filters' two date pickers and three selects (antd's picker, select and popup engine: 65 kB
// gzip) load on a phone only when the client asks for them; a desktop, which shows them at once,
// starts fetching them with the screen (issue 17).
const loadFilterBar = () => import('./appointment-filters');
const AppointmentFilterBar = lazy(() => loadFilterBar().then((m) => ({ default: m.AppointmentFilterBar })));
if (typeof window !== 'undefined' && !window.matchMedia?.(PHONE_QUERY).matches) void loadFilterBar();

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

  const phone = useIsPhone();
  // On a phone the filters sit behind a button, above the list rather than pushing it down; once
  // shown they stay mounted (hidden when closed), so the choices made are still drawn when reopened.
  const [filtersShown, setFiltersShown] = useState(false);
  const [filtersLoaded, setFiltersLoaded] = useState(false);
  const activeFilters = Object.values(filters).filter(Boolean).length;

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
      {phone && (
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={filtersShown}
          aria-controls={filtersLoaded ? 'appointment-filters' : undefined}
          onClick={() => {
            setFiltersLoaded(true);
            setFiltersShown((shown) => !shown);
          }}
          style={{ marginBottom: 16 }}
        >
          {activeFilters ? t('appointments.filters.buttonActive', { count: activeFilters }) : t('appointments.filters.button')}
        </Button>
      )}
      {(!phone || filtersLoaded) && (
        <div id="appointment-filters" hidden={phone && !filtersShown}>
          {/* The bar's own height (one row of controls and its margin) while its code arrives. */}
          <Suspense fallback={<div style={{ minHeight: 48 }} />}>
            <AppointmentFilterBar setFilter={setFilter} />
          </Suspense>
        </div>
      )}
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
