import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Skeleton, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@clinic/router';
import {
  errorMessage,
  isApiError,
  useBookedTimes,
  useClients,
  useCreateAppointment,
  useNutritionistAvailability,
  useNutritionists,
  usePrices,
} from '@clinic/api-client';
import {
  formatRupees,
  isClinician,
  Messages,
  type Mode,
  MODE_LABELS,
  MODES,
  NOTES_MAX_LENGTH,
  PRICE_MAX_RUPEES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type SessionType,
  weekdayOf,
} from '@clinic/contracts';
import { useClinic, useCurrentUser, useNotify } from '@clinic/host';
import { clinicNowTime, clinicToday, dateToDayjs, dayjsToDate, formatDate, formatTimeRange, PageTitle } from '@clinic/ui';
import { freeSlots } from './available-slots';

interface BookingForm {
  nutritionist?: string;
  date?: Dayjs;
  slot?: string;
  client?: string;
  price?: number;
  sessionType: SessionType;
  mode: Mode;
  notes?: string;
}

const slotKey = (s: { startTime: string; endTime: string }) => `${s.startTime}-${s.endTime}`;

/** `/appointmentForm`: nutritionist, then a date, then one of that day's free slots. */
export function BookingPage() {
  const user = useCurrentUser();
  const { timeZone } = useClinic();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<BookingForm>();
  const clinician = isClinician(user?.role);
  const [clientSearch, setClientSearch] = useState('');

  const nutritionists = useNutritionists();
  const clients = useClients(clientSearch, clinician);
  const prices = usePrices();
  const book = useCreateAppointment();

  const nutritionistId = Form.useWatch('nutritionist', form);
  const date = Form.useWatch('date', form);
  const sessionType = Form.useWatch('sessionType', form);
  const slot = Form.useWatch('slot', form);
  const dateText = date ? dayjsToDate(date) : undefined;
  const availability = useNutritionistAvailability(nutritionistId);
  const booked = useBookedTimes(nutritionistId, dateText);

  // A nutritionist books with themselves; others may arrive from an availability page with one chosen.
  const nutritionistOptions = useMemo(
    () =>
      (nutritionists.data?.data ?? [])
        .filter((n) => user?.role !== 'nutritionist' || n._id === user._id)
        .map((n) => ({ value: n._id, label: n.name })),
    [nutritionists.data, user],
  );
  useEffect(() => {
    const preset = user?.role === 'nutritionist' ? user._id : params.get('nutritionist');
    if (preset && !form.getFieldValue('nutritionist')) form.setFieldValue('nutritionist', preset);
  }, [user, params, form]);

  useEffect(() => {
    if (nutritionists.isError) notify.error(Messages.users.loadNutritionistsFailed);
  }, [nutritionists.isError, notify]);
  useEffect(() => {
    if (clients.isError) notify.error(Messages.users.loadClientsFailed);
  }, [clients.isError, notify]);

  const today = clinicToday(timeZone);
  const daySlots = useMemo(() => {
    if (!dateText || !availability.data || !booked.data) return undefined;
    const weekday = weekdayOf(dateText);
    const day = availability.data.data.find((d) => d.dayOfWeek === weekday);
    return freeSlots(day?.slots ?? [], booked.data.data, { isToday: dateText === today, now: clinicNowTime(timeZone) });
  }, [dateText, availability.data, booked.data, today, timeZone]);
  const workingDays = new Set(availability.data?.data.map((d) => d.dayOfWeek));
  const slotsFailed = availability.isError || booked.isError;

  const priceField = Form.useWatch('price', form);
  const clinicPrice = sessionType ? prices.data?.prices[sessionType] : undefined;
  const shownPrice = clinician ? (priceField ?? clinicPrice) : clinicPrice;
  // The clinic's price is where the admin starts from.
  useEffect(() => {
    if (clinician && prices.data && form.getFieldValue('price') === undefined) {
      form.setFieldValue('price', prices.data.prices[form.getFieldValue('sessionType') as SessionType]);
    }
  }, [clinician, prices.data, form]);

  const submit = (values: BookingForm) => {
    const chosen = daySlots?.find((s) => slotKey(s) === values.slot);
    if (!values.nutritionist || !values.date || !chosen || (clinician && (!values.client || values.price === undefined))) {
      notify.error(Messages.appointments.fillRequired);
      return;
    }
    book.mutate(
      {
        nutritionist: values.nutritionist,
        date: dayjsToDate(values.date),
        startTime: chosen.startTime,
        endTime: chosen.endTime,
        sessionType: values.sessionType,
        mode: values.mode,
        notes: values.notes?.trim() || undefined,
        ...(clinician ? { client: values.client, price: values.price } : {}),
      },
      {
        onSuccess: (appointment) => {
          notify.success(Messages.appointments.booked);
          navigate(`/appointments/${appointment._id}/view`);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) notify.error(Messages.appointments.logInToBook);
          else notify.error(errorMessage(error, Messages.appointments.bookFailed));
          // Someone may have taken the slot meanwhile: show the day as it is now.
          void booked.refetch();
          form.setFieldValue('slot', undefined);
        },
      },
    );
  };

  if (!user) return <Alert type="warning" showIcon title={Messages.appointments.logInToBook} />;

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>Book Your Appointment</PageTitle>
      <Form<BookingForm>
        form={form}
        layout="vertical"
        initialValues={{ sessionType: 'consultation', mode: 'in-person' }}
        onFinish={submit}
        onFinishFailed={() => notify.error(Messages.appointments.fillRequired)}
        onValuesChange={(changed) => {
          // A slot belongs to one nutritionist and one date.
          if ('nutritionist' in changed) form.setFieldsValue({ date: undefined, slot: undefined });
          if ('date' in changed) form.setFieldValue('slot', undefined);
          if ('sessionType' in changed && clinician && prices.data) form.setFieldValue('price', prices.data.prices[changed.sessionType as SessionType]);
        }}
        disabled={book.isPending}
      >
        <Form.Item label="Nutritionist" name="nutritionist" rules={[{ required: true, message: Messages.appointments.fillRequired }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a nutritionist"
            loading={nutritionists.isPending}
            options={nutritionistOptions}
            disabled={user.role === 'nutritionist'}
          />
        </Form.Item>

        <Form.Item
          label="Date"
          name="date"
          rules={[{ required: true, message: Messages.appointments.fillRequired }]}
          extra={dateText ? `${weekdayOf(dateText)}` : nutritionistId ? 'Days without availability are greyed out.' : 'Choose a nutritionist first.'}
        >
          <DatePicker
            // Shown as "Mon, 30 Nov 2026"; typing 2026-11-30 works too.
            format={['ddd, D MMM YYYY', 'YYYY-MM-DD']}
            disabled={!nutritionistId}
            disabledDate={(d) => dayjsToDate(d) < today || (availability.isSuccess && !workingDays.has(weekdayOf(dayjsToDate(d))))}
            minDate={dateToDayjs(today)}
            style={{ width: '100%' }}
            allowClear={false}
          />
        </Form.Item>

        {dateText && (
          <Form.Item label="Time" name="slot" rules={[{ required: true, message: Messages.appointments.fillRequired }]}>
            {slotsFailed ? (
              <Alert type="error" showIcon title={Messages.appointments.loadAvailabilityFailed} />
            ) : !daySlots ? (
              <Skeleton.Button active />
            ) : daySlots.length === 0 ? (
              <Alert type="info" showIcon title={Messages.appointments.noSlots} />
            ) : (
              <Radio.Group optionType="button" buttonStyle="solid" aria-label="Available slots">
                <Space wrap>
                  {daySlots.map((s) => (
                    <Radio.Button key={slotKey(s)} value={slotKey(s)}>
                      {formatTimeRange(s.startTime, s.endTime)}
                    </Radio.Button>
                  ))}
                </Space>
              </Radio.Group>
            )}
          </Form.Item>
        )}

        {clinician && (
          <Form.Item label="Client" name="client" rules={[{ required: true, message: Messages.appointments.fillRequired }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setClientSearch }}
              placeholder="Search a client by name or phone"
              loading={clients.isFetching}
              options={(clients.data?.data ?? []).map((c) => ({ value: c._id, label: `${c.name} · ${c.phone}` }))}
              // A nutritionist's list holds only their care team (the API refuses anyone else).
              notFoundContent={clients.isFetching ? 'Searching…' : user?.role === 'nutritionist' ? Messages.care.noClientsYet : 'No clients found'}
            />
          </Form.Item>
        )}

        <Space wrap size="large" style={{ width: '100%' }}>
          <Form.Item label="Session type" name="sessionType" rules={[{ required: true }]}>
            <Select style={{ minWidth: 220 }} options={SESSION_TYPES.map((t) => ({ value: t, label: SESSION_TYPE_LABELS[t] }))} />
          </Form.Item>
          <Form.Item label="Mode" name="mode" rules={[{ required: true }]}>
            <Radio.Group options={MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))} />
          </Form.Item>
        </Space>

        {clinician && (
          <Form.Item label="Price (₹)" name="price" rules={[{ required: true, message: Messages.appointments.fillRequired }]}>
            <InputNumber min={0} max={PRICE_MAX_RUPEES} precision={2} step={50} prefix="₹" style={{ width: 200 }} />
          </Form.Item>
        )}

        <Form.Item label="Notes" name="notes">
          <Input.TextArea rows={3} maxLength={NOTES_MAX_LENGTH} showCount placeholder="Anything your nutritionist should know" />
        </Form.Item>

        <div
          role="status"
          style={{ background: '#f3f8f4', border: '1px solid #d5e8da', borderRadius: 8, padding: '12px 16px', marginBottom: 16 }}
        >
          <Typography.Text strong>Price: </Typography.Text>
          <Typography.Text data-testid="booking-price">{shownPrice !== undefined && shownPrice !== null ? formatRupees(shownPrice) : '—'}</Typography.Text>
          {dateText && slot && (
            <Typography.Text type="secondary">
              {' '}
              · {formatDate(dateText)}, {slot.replace('-', ' – ')}
            </Typography.Text>
          )}
        </div>

        <Button type="primary" htmlType="submit" size="large" loading={book.isPending}>
          Book Appointment
        </Button>
      </Form>
    </div>
  );
}
