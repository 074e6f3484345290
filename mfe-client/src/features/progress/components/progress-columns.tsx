import { Space, type TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, useDeleteProgress, type Schemas } from '@clinic/api-client';
import { canChangeRecord, enteredByLabel, Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { BmiValue, ConfirmDelete, formatDate, useRole } from '@clinic/ui';

type Record_ = Schemas['ProgressDto'];
const measure = (value: number | null, unit: string, digits: number) => (value === null ? '—' : `${value.toFixed(digits)} ${unit}`);

/** The progress list's columns: a client column for the clinic's side, Edit and Delete for who may change a record. */
export function useProgressColumns(): TableColumnsType<Record_> {
  const { user, clinician } = useRole();
  const notify = useNotify();
  const remove = useDeleteProgress();
  const onDelete = (r: Record_) =>
    remove.mutate(r._id, {
      onSuccess: () => notify.success(Messages.progress.deleted),
      onError: (error) => notify.error(errorMessage(error, Messages.progress.deleteFailed)),
    });

  return [
    { title: 'Date', key: 'date', render: (_, r) => formatDate(r.date) },
    ...(clinician
      ? [{ title: 'Client', key: 'client', render: (_: unknown, r: Record_) => <Link to={`/admin/clientPlans/${r.client._id}`}>{r.client.name}</Link> }]
      : []),
    { title: 'Weight', key: 'weight', align: 'right', render: (_, r) => measure(r.weight, 'kg', 1) },
    { title: 'Height', key: 'height', align: 'right', render: (_, r) => measure(r.height, 'm', 2) },
    { title: 'BMI', key: 'bmi', render: (_, r) => <BmiValue bmi={r.BMI} category={r.bmiCategory} /> },
    { title: 'Body fat', key: 'bodyFat', align: 'right', render: (_, r) => measure(r.bodyFat, '%', 1) },
    { title: 'Nutritionist', key: 'nutritionist', render: (_, r) => r.nutritionist?.name ?? '—' },
    { title: 'Entered by', key: 'enteredBy', render: (_, r) => enteredByLabel(user, r) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, r) => (
        <Space size="small">
          <Link to={`/progress/${r._id}`}>View</Link>
          {canChangeRecord(user, r) && <Link to={`/progress/edit/${r._id}`}>Edit</Link>}
          {canChangeRecord(user, r) && <ConfirmDelete what={`record of ${r.date}`} title="Delete this record?" onConfirm={() => onDelete(r)} />}
        </Space>
      ),
    },
  ];
}
