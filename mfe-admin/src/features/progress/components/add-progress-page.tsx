import { Button, Form, Input, Result, Space } from 'antd';
import { Link, useParams } from '@clinic/router';
import { errorMessage, useCreateProgress, useUser } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { clinicToday, dateToDayjs, fromMeasurementValues, MeasurementDateField, type MeasurementValues, PageTitle, Pending, ProgressFields, showFieldErrors, useRole, disabledWhile } from '@clinic/ui';

/**
 * `/admin/progressPlans/{clientId}`: Add Client Progress for that client. A client reaches it for
 * themselves (home weigh-ins, decisions.md "Progress entered by clients").
 */
export function AddProgressPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const { id } = useParams();
  const { user, is } = useRole();
  const notify = useNotify();
  const { timeZone, bmiScheme } = useClinic();
  const self = is('client');
  // A client adding their own weigh-in is the signed-in user: nothing to ask the server (and the
  // page opens offline, its button off until the connection returns).
  const client = useUser(self ? undefined : id);
  const create = useCreateProgress();
  const [form] = Form.useForm<MeasurementValues>();
  const today = clinicToday(timeZone);
  const back = self
    ? { to: '/progressList', label: t('progress.backToOwn') }
    : { to: `/admin/clientPlans/${id}`, label: t('progress.backToClient', { name: client.data?.name ?? t('progress.client') }) };

  if (!id) return <Result status="warning" title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{m.progress.clientIdMissing}</h1>} />;
  if (self && id !== user?._id) return <Result status="warning" title={m.care.ownRecordsOnly} extra={<Link to={`/admin/progressPlans/${user?._id}`}>{t('progress.addForYourself')}</Link>} />;
  if (!self) {
    if (client.isPending) return <Pending query={client} />;
    if (client.isError || client.data.role !== 'client') {
      return <Result status="warning" title={m.progress.loadClientFailed} extra={<Link to="/progressList">{t('progress.backToProgress')}</Link>} />;
    }
  }

  const submit = (values: MeasurementValues) =>
    create.mutate(
      { client: id, ...fromMeasurementValues(values) },
      {
        onSuccess: () => {
          notify.success(m.progress.added);
          // Ready for the next visit's numbers; the height rarely changes, so it stays.
          form.setFieldsValue({ weight: null, bodyFat: null, notes: '' });
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.progress.addFailed)),
      },
    );

  return (
    <div style={{ maxWidth: 560 }}>
      <Link to={back.to}>{back.label}</Link>
      <PageTitle>{self ? t('progress.titleOwn') : t('progress.title')}</PageTitle>
      <Form<MeasurementValues> form={form} layout="vertical" onFinish={submit} disabled={disabledWhile(create.isPending)} initialValues={{ date: dateToDayjs(today) }}>
        {!self && (
          <Form.Item label={t('progress.client')}>
            <Input aria-label={t('progress.client')} value={`${client.data?.name} · ${client.data?.phone}`} disabled />
          </Form.Item>
        )}
        <MeasurementDateField today={today} />
        <ProgressFields scheme={bmiScheme} />
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('progress.add')}
          </Button>
          <Link to={back.to}>{t('progress.done')}</Link>
        </Space>
      </Form>
    </div>
  );
}
