import { Alert, Button, DatePicker, Form, Input, Result, Skeleton, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@clinic/router';
import { useProgressRecord, useUpdateProgress } from '@clinic/api-client';
import { Messages, PROGRESS_NOTES_MAX_LENGTH } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { dateToDayjs, dayjsToDate, keepEnterInPicker, PageTitle, pickerDateFormats, ProgressFields } from '@clinic/ui';
import { BackToProgress } from './progress-detail-page';

/** Spec section 9: back to the list 1.5 s after a successful update. */
export const REDIRECT_DELAY_MS = 1500;

interface EditForm {
  date: Dayjs;
  weight: number | null;
  height: number | null;
  bodyFat: number | null;
  notes: string;
}

/** `/progress/edit/{id}`: Edit Progress Record, BMI recomputed as you type. */
export function ProgressEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { bmiScheme } = useClinic();
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

  const submit = ({ date, weight, height, bodyFat, notes }: EditForm) =>
    update.mutate(
      { date: dayjsToDate(date), weight: weight ?? null, height: height ?? null, bodyFat: bodyFat ?? null, notes: notes ?? '' },
      {
        onSuccess: () => {
          notify.success(Messages.progress.updated);
          setSaved(true);
        },
        onError: () => notify.error(Messages.progress.updateFailed),
      },
    );

  return (
    <div style={{ maxWidth: 560 }}>
      <BackToProgress />
      <PageTitle>Edit Progress Record</PageTitle>
      {saved && <Alert type="success" showIcon title="Saved. Returning to the list…" style={{ marginBottom: 16 }} />}
      <Form<EditForm>
        layout="vertical"
        onFinish={submit}
        disabled={update.isPending || saved}
        initialValues={{ date: dateToDayjs(r.date), weight: r.weight, height: r.height, bodyFat: r.bodyFat, notes: r.notes }}
      >
        <Form.Item label="Client">
          <Input value={r.client.name} disabled />
        </Form.Item>
        <Form.Item label="Date" name="date" rules={[{ required: true }]}>
          <DatePicker format={pickerDateFormats('D MMM YYYY')} allowClear={false} onKeyDown={keepEnterInPicker} />
        </Form.Item>
        <ProgressFields scheme={bmiScheme} />
        <Form.Item label="Notes" name="notes" rules={[{ max: PROGRESS_NOTES_MAX_LENGTH, message: `Notes must be at most ${PROGRESS_NOTES_MAX_LENGTH} characters.` }]}>
          <Input.TextArea rows={3} count={{ show: true, max: PROGRESS_NOTES_MAX_LENGTH }} />
        </Form.Item>
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
