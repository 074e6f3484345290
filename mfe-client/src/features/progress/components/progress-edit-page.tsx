import { Alert, Button, Form, Input, Result, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, useProgressRecord, useUpdateProgress } from '@clinic/api-client';
import { canChangeRecord } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { clinicToday, fromMeasurementValues, MeasurementDateField, type MeasurementValues, PageTitle, Pending, ProgressFields, showFieldErrors, toMeasurementValues, useRole, disabledWhile } from '@clinic/ui';
import { BackToProgress } from './progress-detail-page';
import { ReadOnlyRecord } from './read-only-record';

/** Spec section 9: back to the list 1.5 s after a successful update. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * `/progress/edit/{id}`: Edit Progress Record, BMI recomputed as you type. Only who entered the
 * record (or the admin) may change it; anyone else sees why instead of a form that fails on save.
 */
export function ProgressEditPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { bmiScheme, timeZone } = useClinic();
  const { user } = useRole();
  const [form] = Form.useForm<MeasurementValues>();
  const record = useProgressRecord(id);
  const update = useUpdateProgress(id);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('/progress'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  if (record.isPending) return <Pending query={record} />;
  if (record.isError) return <Result status="warning" title={m.progress.recordNotFound} extra={<BackToProgress />} />;
  const r = record.data;
  if (!canChangeRecord(user, r)) return <ReadOnlyRecord record={r} />;

  const submit = (values: MeasurementValues) =>
    update.mutate(fromMeasurementValues(values), {
      onSuccess: () => {
        notify.success(m.progress.updated);
        setSaved(true);
      },
      onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.progress.updateFailed)),
    });

  return (
    <div style={{ maxWidth: 560 }}>
      <BackToProgress />
      <PageTitle>{t('progress.edit.title')}</PageTitle>
      {saved && <Alert type="success" showIcon title={t('progress.edit.saved')} style={{ marginBottom: 16 }} />}
      <Form<MeasurementValues> form={form} layout="vertical" onFinish={submit} disabled={disabledWhile(update.isPending || saved)} initialValues={toMeasurementValues(r)}>
        <Form.Item label={t('common.client')}>
          <Input aria-label={t('common.client')} value={r.client.name} disabled />
        </Form.Item>
        <MeasurementDateField today={clinicToday(timeZone)} />
        <ProgressFields scheme={bmiScheme} />
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('common.update')}
          </Button>
          <Link to={`/progress/${id}`}>{t('common.cancel')}</Link>
        </Space>
      </Form>
    </div>
  );
}
