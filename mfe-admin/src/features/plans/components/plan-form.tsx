import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useClients } from '@clinic/api-client';
import {
  ATTACHMENTS_PER_PLAN_MAX,
  CALORIES_MAX,
  type Meal,
  MEAL_DESCRIPTION_MAX_LENGTH,
  MEAL_TIME_LABELS,
  MEAL_TIMES,
  MEALS_PER_PLAN_MAX,
  Messages,
  NEW_MEAL,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
} from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';
import { dayjsToDate } from '@clinic/ui';

export interface PlanFormValues {
  client?: string;
  title: string;
  description?: string;
  startDate?: Dayjs;
  endDate?: Dayjs | null;
  meals: Meal[];
  attachments: string[];
}

/** Form values as the API wants them (dates as YYYY-MM-DD, blank attachment rows dropped). */
export function toPlanBody(values: PlanFormValues) {
  return {
    title: values.title.trim(),
    description: values.description?.trim() ?? '',
    startDate: values.startDate ? dayjsToDate(values.startDate) : '',
    endDate: values.endDate ? dayjsToDate(values.endDate) : '',
    meals: (values.meals ?? []).map((m) => ({ mealTime: m.mealTime, description: m.description.trim(), calories: m.calories ?? 0 })),
    attachments: (values.attachments ?? []).map((a) => a?.trim()).filter(Boolean),
  };
}

/**
 * The plan editor shared by create and edit: client (create only), title, dates, a meals editor
 * (a new meal is breakfast with 0 calories) and attachment links.
 */
export function PlanForm({
  initialValues,
  onSubmit,
  submitting,
  submitLabel,
  lockedClient,
}: {
  initialValues: Partial<PlanFormValues>;
  onSubmit: (values: PlanFormValues) => void;
  submitting: boolean;
  submitLabel: string;
  lockedClient?: { name: string };
}) {
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClients(clientSearch, !lockedClient);
  const nutritionist = useCurrentUser()?.role === 'nutritionist';
  return (
    <Form<PlanFormValues>
      layout="vertical"
      initialValues={{ meals: [], attachments: [], ...initialValues }}
      onFinish={onSubmit}
      disabled={submitting}
      scrollToFirstError
    >
      {lockedClient ? (
        <Form.Item label="Client">
          <Input value={lockedClient.name} disabled />
        </Form.Item>
      ) : (
        <Form.Item label="Client" name="client" rules={[{ required: true, message: Messages.plans.clientRequired }]}>
          <Select
            placeholder="Search a client by name or phone"
            showSearch={{ filterOption: false, onSearch: setClientSearch }}
            loading={clients.isFetching}
            options={(clients.data?.data ?? []).map((c) => ({ value: c._id, label: `${c.name} · ${c.phone}` }))}
            // A nutritionist's list holds only their care team (the API refuses anyone else).
            notFoundContent={clients.isFetching ? 'Searching…' : nutritionist ? Messages.care.noClientsYet : 'No clients found'}
          />
        </Form.Item>
      )}
      <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: Messages.plans.titleRequired }]}>
        <Input maxLength={PLAN_TITLE_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} maxLength={PLAN_DESCRIPTION_MAX_LENGTH} placeholder="Guidance for the client" />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item label="Start date" name="startDate" rules={[{ required: true, message: Messages.plans.startDateRequired }]}>
          <DatePicker format={['D MMM YYYY', 'YYYY-MM-DD']} />
        </Form.Item>
        <Form.Item
          label="End date"
          name="endDate"
          dependencies={['startDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value?: Dayjs | null) => {
                const start = getFieldValue('startDate') as Dayjs | undefined;
                return !value || !start || !value.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(Messages.plans.endBeforeStart));
              },
            }),
          ]}
        >
          <DatePicker format={['D MMM YYYY', 'YYYY-MM-DD']} placeholder="Open-ended" />
        </Form.Item>
      </Space>

      <Typography.Title level={4}>Meals</Typography.Title>
      <Form.List name="meals">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }} aria-label={`Meal ${index + 1}`}>
                <Form.Item name={[field.name, 'mealTime']} rules={[{ required: true }]}>
                  <Select style={{ width: 130 }} aria-label={`Meal ${index + 1} time`} options={MEAL_TIMES.map((t) => ({ value: t, label: MEAL_TIME_LABELS[t] }))} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'description']}
                  rules={[{ required: true, whitespace: true, message: Messages.plans.mealDescriptionRequired }]}
                  style={{ minWidth: 320 }}
                >
                  <Input placeholder="What to eat" aria-label={`Meal ${index + 1} description`} maxLength={MEAL_DESCRIPTION_MAX_LENGTH} />
                </Form.Item>
                <Form.Item name={[field.name, 'calories']}>
                  <InputNumber min={0} max={CALORIES_MAX} precision={0} suffix="kcal" style={{ width: 130 }} aria-label={`Meal ${index + 1} calories`} />
                </Form.Item>
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove meal ${index + 1}`} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_MEAL })}
              disabled={submitting || fields.length >= MEALS_PER_PLAN_MAX}
              style={{ marginBottom: 24 }}
            >
              Add meal
            </Button>
          </>
        )}
      </Form.List>

      <Typography.Title level={4}>Attachments</Typography.Title>
      <Form.List name="attachments">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" style={{ display: 'flex' }}>
                <Form.Item
                  name={field.name}
                  rules={[{ type: 'url', message: Messages.plans.invalidAttachment }, { pattern: /^https?:\/\//i, message: Messages.plans.invalidAttachment }]}
                  style={{ width: 480 }}
                >
                  <Input placeholder="https://…" aria-label={`Attachment ${index + 1}`} />
                </Form.Item>
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove attachment ${index + 1}`} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              disabled={submitting || fields.length >= ATTACHMENTS_PER_PLAN_MAX}
              style={{ marginBottom: 24 }}
            >
              Add link
            </Button>
          </>
        )}
      </Form.List>

      <div>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
