import { Button, Form, Input, Result, Skeleton, Space } from 'antd';
import { Link, useParams } from '@clinic/router';
import { errorMessage, useCreateProgress, useUser } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { clinicToday, dateToDayjs, fromMeasurementValues, MeasurementDateField, type MeasurementValues, PageTitle, ProgressFields, showFieldErrors, useRole } from '@clinic/ui';

/**
 * `/admin/progressPlans/{clientId}`: Add Client Progress for that client. A client reaches it for
 * themselves (home weigh-ins, decisions.md "Progress entered by clients").
 */
export function AddProgressPage() {
  const { id } = useParams();
  const { user, is } = useRole();
  const notify = useNotify();
  const { timeZone, bmiScheme } = useClinic();
  const self = is('client');
  const client = useUser(id);
  const create = useCreateProgress();
  const [form] = Form.useForm<MeasurementValues>();
  const today = clinicToday(timeZone);
  const back = self ? { to: '/progressList', label: '← Your progress' } : { to: `/admin/clientPlans/${id}`, label: `← ${client.data?.name ?? 'Client'}'s plans and progress` };

  if (!id) return <Result status="warning" title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{Messages.progress.clientIdMissing}</h1>} />;
  if (self && id !== user?._id) return <Result status="warning" title={Messages.care.ownRecordsOnly} extra={<Link to={`/admin/progressPlans/${user?._id}`}>Add a measurement for yourself</Link>} />;
  if (client.isPending) return <Skeleton active />;
  if (client.isError || client.data.role !== 'client') {
    return <Result status="warning" title={Messages.progress.loadClientFailed} extra={<Link to="/progressList">Back to progress</Link>} />;
  }

  const submit = (values: MeasurementValues) =>
    create.mutate(
      { client: id, ...fromMeasurementValues(values) },
      {
        onSuccess: () => {
          notify.success(Messages.progress.added);
          // Ready for the next visit's numbers; the height rarely changes, so it stays.
          form.setFieldsValue({ weight: null, bodyFat: null, notes: '' });
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.progress.addFailed)),
      },
    );

  return (
    <div style={{ maxWidth: 560 }}>
      <Link to={back.to}>{back.label}</Link>
      <PageTitle>{self ? 'Add a measurement' : 'Add Client Progress'}</PageTitle>
      <Form<MeasurementValues> form={form} layout="vertical" onFinish={submit} disabled={create.isPending} initialValues={{ date: dateToDayjs(today) }}>
        {!self && (
          <Form.Item label="Client">
            <Input aria-label="Client" value={`${client.data.name} · ${client.data.phone}`} disabled />
          </Form.Item>
        )}
        <MeasurementDateField today={today} />
        <ProgressFields scheme={bmiScheme} />
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Add record
          </Button>
          <Link to={back.to}>Done</Link>
        </Space>
      </Form>
    </div>
  );
}
