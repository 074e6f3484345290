import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Result, Space } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, useClinicSettings, useUpdateClinicSettings } from '@clinic/api-client';
import { SESSION_TYPES, type UpdateClinicSettingsRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, showFieldErrors, Paragraph, Title, Pending } from '@clinic/ui';
import { useAppointmentLabels } from '../../schedule/components/use-appointment-labels';
import { settingsRules } from './settings-form-rules';
import { SettingsChanges } from './settings-changes';

/** `/admin/settings`: the clinic's name, contact, prices and policies (admin only), and who changed them. */
export function ClinicSettingsPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const labels = useAppointmentLabels();
  const settings = useClinicSettings();
  const save = useUpdateClinicSettings();
  const notify = useNotify();
  const [form] = Form.useForm<UpdateClinicSettingsRequest>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isPending) return <Pending query={settings} />;
  if (settings.isError) return <Result status="warning" title={errorMessage(settings.error, m.settings.loadFailed)} />;
  const rules = settingsRules(m);
  const onFinish = (values: UpdateClinicSettingsRequest) =>
    save.mutate(values, {
      onSuccess: () => notify.success(m.settings.saved),
      onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.settings.saveFailed)),
    });
  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional">
        <Form.Item name="name" label={t('settings.fields.name')} rules={rules.name} extra={t('settings.help.name')}>
          <Input />
        </Form.Item>
        <Form.Item name="address" label={t('settings.fields.address')} rules={rules.address}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="phone" label={t('settings.fields.phone')} rules={rules.phone} extra={t('settings.help.phone')}>
          <Input inputMode="tel" autoComplete="off" style={{ maxWidth: 260 }} />
        </Form.Item>
        <Title level={5}>{t('settings.prices')}</Title>
        <Paragraph type="secondary">{t('settings.pricesIntro')}</Paragraph>
        <Space wrap size="middle">
          {SESSION_TYPES.map((type) => (
            <Form.Item key={type} name={['prices', type]} label={t('settings.fields.price', { session: labels.session(type) })} rules={rules.price}>
              <InputNumber min={0} precision={2} step={50} prefix="₹" style={{ width: 180 }} />
            </Form.Item>
          ))}
        </Space>
        <Title level={5}>{t('settings.policies')}</Title>
        <Space wrap size="middle" align="start">
          <Form.Item name="cancelCutoffHours" label={t('settings.fields.cancelCutoffHours')} rules={rules.cancelCutoffHours} extra={t('settings.help.cancelCutoffHours')}>
            <InputNumber min={0} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="followUpDays" label={t('settings.fields.followUpDays')} rules={rules.followUpDays} extra={t('settings.help.followUpDays')}>
            <InputNumber min={1} precision={0} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Form.Item>
      </Form>
      <Paragraph>
        {t('settings.more.label')} <Link to="/admin/payment-settings">{t('settings.more.payments')}</Link> ·{' '}
        <Link to="/admin/integrations">{t('settings.more.integrations')}</Link> · <Link to="/admin/backups">{t('settings.more.backups')}</Link>
      </Paragraph>
      <SettingsChanges />
    </div>
  );
}
