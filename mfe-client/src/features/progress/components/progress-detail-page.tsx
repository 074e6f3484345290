import { Button, Descriptions, Result, Skeleton } from 'antd';
import { Link, useParams } from '@clinic/router';
import { useProgressRecord } from '@clinic/api-client';
import { canChangeRecord, enteredByLabel, Messages } from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';
import { BmiValue, formatDate, PageTitle } from '@clinic/ui';

export const BackToProgress = () => <Link to="/progress">← Back to Progress Records</Link>;

/** `/progress/{id}`: one progress record. */
export function ProgressDetailPage() {
  const { id } = useParams();
  const user = useCurrentUser();
  const record = useProgressRecord(id);
  if (record.isPending) return <Skeleton active />;
  if (record.isError) return <Result status="warning" title={Messages.progress.notFound} extra={<BackToProgress />} />;
  const r = record.data;
  const value = (v: number | null, unit: string, digits: number) => (v === null ? '—' : `${v.toFixed(digits)} ${unit}`);
  return (
    <div style={{ maxWidth: 640 }}>
      <BackToProgress />
      <PageTitle
        extra={
          canChangeRecord(user, r) && (
            <Link to={`/progress/edit/${r._id}`}>
              <Button type="primary">Edit</Button>
            </Link>
          )
        }
      >
        Progress Record
      </PageTitle>
      <Descriptions bordered column={1} styles={{ label: { width: 160 } }}>
        <Descriptions.Item label="Date">{formatDate(r.date)}</Descriptions.Item>
        <Descriptions.Item label="Client">{r.client.name}</Descriptions.Item>
        <Descriptions.Item label="Nutritionist">{r.nutritionist?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Entered by">{enteredByLabel(user, r)}</Descriptions.Item>
        <Descriptions.Item label="Weight">{value(r.weight, 'kg', 1)}</Descriptions.Item>
        <Descriptions.Item label="Height">{value(r.height, 'm', 2)}</Descriptions.Item>
        <Descriptions.Item label="BMI">
          <BmiValue bmi={r.BMI} category={r.bmiCategory} />
        </Descriptions.Item>
        <Descriptions.Item label="Body fat">{value(r.bodyFat, '%', 1)}</Descriptions.Item>
        <Descriptions.Item label="Notes">{r.notes || '—'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
