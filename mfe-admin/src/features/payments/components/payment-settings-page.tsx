import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Result } from 'antd';
import { errorMessage, usePaymentSettings, useUpdatePaymentSettings } from '@clinic/api-client';
import { GST_RATE_MAX, GSTIN_PATTERN, type PaymentSettings, VPA_PATTERN } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, showFieldErrors, Paragraph, Pending } from '@clinic/ui';

/** `/admin/payment-settings`: the UPI payee clients pay to, and what receipts print (admin only). */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const save = useUpdatePaymentSettings();
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const [form] = Form.useForm<PaymentSettings>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Pending query={settings} />;
  if (settings.isError) return <Result status="warning" title={errorMessage(settings.error, m.common.internal)} />;
  const onFinish = (values: PaymentSettings) =>
    save.mutate(
      { ...values, gstin: values.gstin?.trim().toUpperCase() ?? '', gstRate: values.gstRate ?? 0 },
      { onSuccess: () => notify.success(m.payments.settingsSaved), onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.common.internal)) },
    );
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>{t('payments.settings.title')}</PageTitle>
      <Paragraph type="secondary">
        {t('payments.settings.intro')}
      </Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional">
        <Form.Item name="upiId" label={t('payments.settings.upiId')} rules={[{ required: true, pattern: VPA_PATTERN, message: m.payments.invalidUpiId }]}>
          <Input placeholder={t('payments.settings.upiPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name="payeeName" label={t('payments.settings.payeeName')} rules={[{ required: true, whitespace: true, max: 100, message: m.payments.invalidPayeeName }]}>
          <Input />
        </Form.Item>
        <Form.Item name="clinicName" label={t('payments.settings.clinicName')} rules={[{ max: 100, message: m.payments.invalidPayeeName }]}>
          <Input />
        </Form.Item>
        <Form.Item name="clinicAddress" label={t('payments.settings.clinicAddress')} rules={[{ max: 300, message: m.payments.invalidAddress }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="gstin" label={t('payments.settings.gstin')} rules={[{ pattern: GSTIN_PATTERN, message: m.payments.invalidGstin }]} normalize={(v: string) => v.toUpperCase()}>
          <Input placeholder={t('payments.settings.gstinPlaceholder')} maxLength={15} />
        </Form.Item>
        <Form.Item name="gstRate" label={t('payments.settings.gstRate')} extra={t('payments.settings.gstRateExtra')}>
          <InputNumber min={0} max={GST_RATE_MAX} precision={2} step={1} style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('payments.settings.save')}
        </Button>
      </Form>
    </div>
  );
}
