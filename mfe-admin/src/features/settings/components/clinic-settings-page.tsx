import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Result, Skeleton, Space, Typography } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, useClinicSettings, useUpdateClinicSettings } from '@clinic/api-client';
import { Messages, SESSION_TYPE_LABELS, SESSION_TYPES, type UpdateClinicSettingsRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle, showFieldErrors } from '@clinic/ui';
import { settingsRules } from './settings-form-rules';
import { SettingsChanges } from './settings-changes';

/** `/admin/settings`: the clinic's name, contact, prices and policies (admin only), and who changed them. */
export function ClinicSettingsPage() {
  const settings = useClinicSettings();
  const save = useUpdateClinicSettings();
  const notify = useNotify();
  const [form] = Form.useForm<UpdateClinicSettingsRequest>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <Result status="warning" title={errorMessage(settings.error, Messages.settings.loadFailed)} />;
  const onFinish = (values: UpdateClinicSettingsRequest) =>
    save.mutate(values, {
      onSuccess: () => notify.success(Messages.settings.saved),
      onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.settings.saveFailed)),
    });
  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>Clinic settings</PageTitle>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional">
        <Form.Item name="name" label="Clinic name" rules={settingsRules.name} extra="Shown in the header, the footer, emails and calendar files.">
          <Input />
        </Form.Item>
        <Form.Item name="address" label="Address" rules={settingsRules.address}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={settingsRules.phone} extra="Clients are told to call it when it is too late to change an appointment online.">
          <Input inputMode="tel" autoComplete="off" style={{ maxWidth: 260 }} />
        </Form.Item>
        <Typography.Title level={5}>Prices</Typography.Title>
        <Typography.Paragraph type="secondary">A new price applies to bookings made from now on; booked appointments keep theirs.</Typography.Paragraph>
        <Space wrap size="middle">
          {SESSION_TYPES.map((type) => (
            <Form.Item key={type} name={['prices', type]} label={`${SESSION_TYPE_LABELS[type]} (₹)`} rules={settingsRules.price}>
              <InputNumber min={0} precision={2} step={50} prefix="₹" style={{ width: 180 }} />
            </Form.Item>
          ))}
        </Space>
        <Typography.Title level={5}>Policies</Typography.Title>
        <Space wrap size="middle" align="start">
          <Form.Item name="cancelCutoffHours" label="Cancellation cut-off (hours)" rules={settingsRules.cancelCutoffHours} extra="Clients change or cancel online until this long before the start.">
            <InputNumber min={0} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="followUpDays" label="Follow-up after (days)" rules={settingsRules.followUpDays} extra="A client is due a follow-up this long after their last visit.">
            <InputNumber min={1} precision={0} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph>
        More settings: <Link to="/admin/payment-settings">Payments and receipts</Link> · <Link to="/admin/integrations">Reminder emails, API keys and webhooks</Link> ·{' '}
        <Link to="/admin/backups">Backups</Link>
      </Typography.Paragraph>
      <SettingsChanges />
    </div>
  );
}
