import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Result, Skeleton, Typography } from 'antd';
import { errorMessage, usePaymentSettings, useUpdatePaymentSettings } from '@clinic/api-client';
import { GST_RATE_MAX, GSTIN_PATTERN, Messages, type PaymentSettings, VPA_PATTERN } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle, showFieldErrors } from '@clinic/ui';

/** `/admin/payment-settings`: the UPI payee clients pay to, and what receipts print (admin only). */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const save = useUpdatePaymentSettings();
  const notify = useNotify();
  const [form] = Form.useForm<PaymentSettings>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <Result status="warning" title={errorMessage(settings.error, Messages.common.internal)} />;
  const onFinish = (values: PaymentSettings) =>
    save.mutate(
      { ...values, gstin: values.gstin?.trim().toUpperCase() ?? '', gstRate: values.gstRate ?? 0 },
      { onSuccess: () => notify.success(Messages.payments.settingsSaved), onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.common.internal)) },
    );
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>Payment settings</PageTitle>
      <Typography.Paragraph type="secondary">
        Clients pay by UPI straight to this ID: no payment gateway is involved. Check each payment in the bank statement before
        verifying it.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional">
        <Form.Item name="upiId" label="UPI ID" rules={[{ required: true, pattern: VPA_PATTERN, message: Messages.payments.invalidUpiId }]}>
          <Input placeholder="clinic@okhdfcbank" autoComplete="off" />
        </Form.Item>
        <Form.Item name="payeeName" label="Payee name (shown in the client’s UPI app)" rules={[{ required: true, whitespace: true, max: 100, message: Messages.payments.invalidPayeeName }]}>
          <Input />
        </Form.Item>
        <Form.Item name="clinicName" label="Clinic name on receipts" rules={[{ max: 100, message: Messages.payments.invalidPayeeName }]}>
          <Input />
        </Form.Item>
        <Form.Item name="clinicAddress" label="Clinic address on receipts" rules={[{ max: 300, message: Messages.payments.invalidAddress }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="gstin" label="GSTIN" rules={[{ pattern: GSTIN_PATTERN, message: Messages.payments.invalidGstin }]} normalize={(v: string) => v.toUpperCase()}>
          <Input placeholder="Leave empty if not registered" maxLength={15} />
        </Form.Item>
        <Form.Item name="gstRate" label="GST rate included in prices (%)" extra="0 for none. With a rate, receipts split the amount into taxable value, CGST and SGST.">
          <InputNumber min={0} max={GST_RATE_MAX} precision={2} step={1} style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </div>
  );
}
