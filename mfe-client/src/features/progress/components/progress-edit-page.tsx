import { Alert, Button, Form, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, useProgressRecord, useUpdateProgress } from '@clinic/api-client';
import { canChangeRecord, Messages } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { clinicToday, fromMeasurementValues, MeasurementDateField, type MeasurementValues, PageTitle, ProgressFields, showFieldErrors, toMeasurementValues, useRole } from '@clinic/ui';
import { BackToProgress } from './progress-detail-page';
import { ReadOnlyRecord } from './read-only-record';

/** Spec section 9: back to the list 1.5 s after a successful update. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * `/progress/edit/{id}`: Edit Progress Record, BMI recomputed as you type. Only who entered the
 * record (or the admin) may change it; anyone else sees why instead of a form that fails on save.
 */
export function ProgressEditPage() {
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

  if (record.isPending) return <Skeleton active />;
  if (record.isError) return <Result status="warning" title={Messages.progress.recordNotFound} extra={<BackToProgress />} />;
  const r = record.data;
  if (!canChangeRecord(user, r)) return <ReadOnlyRecord record={r} />;

  const submit = (values: MeasurementValues) =>
    update.mutate(fromMeasurementValues(values), {
      onSuccess: () => {
        notify.success(Messages.progress.updated);
        setSaved(true);
      },
      onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.progress.updateFailed)),
    });

  return (
    <div style={{ maxWidth: 560 }}>
      <BackToProgress />
      <PageTitle>Edit Progress Record</PageTitle>
      {saved && <Alert type="success" showIcon title="Saved. Returning to the list…" style={{ marginBottom: 16 }} />}
      <Form<MeasurementValues> form={form} layout="vertical" onFinish={submit} disabled={update.isPending || saved} initialValues={toMeasurementValues(r)}>
        <Form.Item label="Client">
          <Input aria-label="Client" value={r.client.name} disabled />
        </Form.Item>
        <MeasurementDateField today={clinicToday(timeZone)} />
        <ProgressFields scheme={bmiScheme} />
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Update
          </Button>
          <Link to={`/progress/${id}`}>Cancel</Link>
        </Space>
      </Form>
    </div>
  );
}
