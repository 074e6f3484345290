import { Button, DatePicker, Form, Input, Result, Skeleton, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useParams } from '@clinic/router';
import { errorMessage, useCreateProgress, useUser } from '@clinic/api-client';
import { Messages, PROGRESS_NOTES_MAX_LENGTH } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { clinicToday, dateToDayjs, dayjsToDate, keepEnterInPicker, PageTitle, pickerDateFormats, ProgressFields } from '@clinic/ui';

interface AddForm {
  date: Dayjs;
  weight?: number | null;
  height?: number | null;
  bodyFat?: number | null;
  notes?: string;
}

/** `/admin/progressPlans/{clientId}`: Add Client Progress for that client. */
export function AddProgressPage() {
  const { id } = useParams();
  const notify = useNotify();
  const { timeZone, bmiScheme } = useClinic();
  const client = useUser(id);
  const create = useCreateProgress();
  const [form] = Form.useForm<AddForm>();

  if (!id) return <Result status="warning" title={Messages.progress.clientIdMissing} />;
  if (client.isPending) return <Skeleton active />;
  if (client.isError || client.data.role !== 'client') {
    return <Result status="warning" title={Messages.progress.loadClientFailed} extra={<Link to="/progressList">Back to progress</Link>} />;
  }

  const submit = ({ date, weight, height, bodyFat, notes }: AddForm) => {
    if (!id) {
      notify.error(Messages.progress.clientRequired);
      return;
    }
    create.mutate(
      { client: id, date: dayjsToDate(date), weight: weight ?? null, height: height ?? null, bodyFat: bodyFat ?? null, notes: notes?.trim() ?? '' },
      {
        onSuccess: () => {
          notify.success(Messages.progress.added);
          // Ready for the next visit's numbers; the height rarely changes, so it stays.
          form.setFieldsValue({ weight: null, bodyFat: null, notes: '' });
        },
        onError: (error) => notify.error(errorMessage(error, Messages.progress.addFailed)),
      },
    );
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <Link to={`/admin/clientPlans/${id}`}>← {client.data.name}&apos;s plans and progress</Link>
      <PageTitle>Add Client Progress</PageTitle>
      <Form<AddForm> form={form} layout="vertical" onFinish={submit} disabled={create.isPending} initialValues={{ date: dateToDayjs(clinicToday(timeZone)) }}>
        <Form.Item label="Client">
          <Input value={`${client.data.name} · ${client.data.phone}`} disabled />
        </Form.Item>
        <Form.Item label="Date" name="date" rules={[{ required: true }]}>
          <DatePicker format={pickerDateFormats('D MMM YYYY')} allowClear={false} onKeyDown={keepEnterInPicker} />
        </Form.Item>
        <ProgressFields scheme={bmiScheme} />
        <Form.Item label="Notes" name="notes" rules={[{ max: PROGRESS_NOTES_MAX_LENGTH, message: `Notes must be at most ${PROGRESS_NOTES_MAX_LENGTH} characters.` }]}>
          <Input.TextArea rows={3} count={{ show: true, max: PROGRESS_NOTES_MAX_LENGTH }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Add record
          </Button>
          <Link to={`/admin/clientPlans/${id}`}>Done</Link>
        </Space>
      </Form>
    </div>
  );
}
