import { Descriptions, Result } from 'antd';
import { Link, useParams } from '@clinic/router';
import { useProgressRecord } from '@clinic/api-client';
import { canChangeRecord } from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { BmiValue, Button, formatDate, PageTitle, Pending } from '@clinic/ui';
import { useProgressText } from './use-progress-text';

export function BackToProgress() {
  const { t } = useTranslation('client');
  return <Link to="/progress">{t('progress.detail.back')}</Link>;
}

/** `/progress/{id}`: one progress record. */
export function ProgressDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('client');
  const m = useMessages();
  const user = useCurrentUser();
  const { measure, enteredBy } = useProgressText(user);
  const record = useProgressRecord(id);
  if (record.isPending) return <Pending query={record} />;
  if (record.isError) return <Result status="warning" title={m.progress.notFound} extra={<BackToProgress />} />;
  const r = record.data;
  const weight = measure(r.weight, 'kg', 1);
  const height = measure(r.height, 'm', 2);
  const bodyFat = measure(r.bodyFat, 'percent', 1);
  return (
    <div style={{ maxWidth: 640 }}>
      <BackToProgress />
      <PageTitle
        extra={
          canChangeRecord(user, r) && (
            <Link to={`/progress/edit/${r._id}`}>
              <Button type="primary">{t('common.edit')}</Button>
            </Link>
          )
        }
      >
        {t('progress.detail.title')}
      </PageTitle>
      <Descriptions bordered column={1} styles={{ label: { width: 160 } }}>
        <Descriptions.Item label={t('common.date')}>{formatDate(r.date)}</Descriptions.Item>
        <Descriptions.Item label={t('common.client')}>{r.client.name}</Descriptions.Item>
        <Descriptions.Item label={t('common.nutritionist')}>{r.nutritionist?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('progress.enteredBy')}>{enteredBy(r)}</Descriptions.Item>
        <Descriptions.Item label={t('progress.weight')}>{weight}</Descriptions.Item>
        <Descriptions.Item label={t('progress.height')}>{height}</Descriptions.Item>
        <Descriptions.Item label={t('progress.bmi')}>
          <BmiValue bmi={r.BMI} category={r.bmiCategory} />
        </Descriptions.Item>
        <Descriptions.Item label={t('progress.bodyFat')}>{bodyFat}</Descriptions.Item>
        <Descriptions.Item label={t('common.notes')}>{r.notes || '—'}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
