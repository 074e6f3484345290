import type { TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, useDeleteProgress, type Schemas } from '@clinic/api-client';
import { canChangeRecord } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { BmiValue, ConfirmDelete, formatDate, Space, useRole } from '@clinic/ui';
import { useProgressText } from './use-progress-text';

type Record_ = Schemas['ProgressDto'];

/** The progress list's columns: a client column for the clinic's side, Edit and Delete for who may change a record. */
export function useProgressColumns(): TableColumnsType<Record_> {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { user, clinician } = useRole();
  const { measure, enteredBy } = useProgressText(user);
  const notify = useNotify();
  const remove = useDeleteProgress();
  const onDelete = (r: Record_) =>
    remove.mutate(r._id, {
      onSuccess: () => notify.success(m.progress.deleted),
      onError: (error) => notify.error(errorMessage(error, m.progress.deleteFailed)),
    });

  return [
    { title: t('common.date'), key: 'date', render: (_, r) => formatDate(r.date) },
    ...(clinician
      ? [{ title: t('common.client'), key: 'client', render: (_: unknown, r: Record_) => <Link to={`/admin/clientPlans/${r.client._id}`}>{r.client.name}</Link> }]
      : []),
    { title: t('progress.weight'), key: 'weight', align: 'right', render: (_, r) => measure(r.weight, 'kg', 1) },
    { title: t('progress.height'), key: 'height', align: 'right', render: (_, r) => measure(r.height, 'm', 2) },
    { title: t('progress.bmi'), key: 'bmi', render: (_, r) => <BmiValue bmi={r.BMI} category={r.bmiCategory} /> },
    { title: t('progress.bodyFat'), key: 'bodyFat', align: 'right', render: (_, r) => measure(r.bodyFat, 'percent', 1) },
    { title: t('common.nutritionist'), key: 'nutritionist', render: (_, r) => r.nutritionist?.name ?? '—' },
    { title: t('progress.enteredBy'), key: 'enteredBy', render: (_, r) => enteredBy(r) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size="small">
          <Link to={`/progress/${r._id}`}>{t('common.view')}</Link>
          {canChangeRecord(user, r) && <Link to={`/progress/edit/${r._id}`}>{t('common.edit')}</Link>}
          {canChangeRecord(user, r) && <ConfirmDelete what={t('progress.delete.what', { date: r.date })} title={t('progress.delete.title')} onConfirm={() => onDelete(r)} />}
        </Space>
      ),
    },
  ];
}
