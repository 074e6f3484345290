import '../../../i18n-nutrition';
import { Card, Form, Result } from 'antd';
import dayjs from 'dayjs';
import { IntakeChart } from '@clinic/charts';
import { Link, useParams } from '@clinic/router';
import { errorMessage, useDiarySummary, useNutritionProfile, useUpdateNutritionProfile, useUser } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { clinicToday, PageTitle, Pending, showFieldErrors } from '@clinic/ui';
import { ProfileForm } from './profile-form';
import { type ProfileFormValues, toProfileRequest, toProfileValues } from './profile-values';
import { ResolvedTarget } from './resolved-target';

/** `/admin/clients/{clientId}/nutrition`: a client's diet, allergies and target, and their intake of the last week. */
export function ClientNutritionPage() {
  const { clientId = '' } = useParams();
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const { timeZone } = useClinic();
  const today = clinicToday(timeZone);
  const [form] = Form.useForm<ProfileFormValues>();
  const client = useUser(clientId);
  const profile = useNutritionProfile(clientId);
  const update = useUpdateNutritionProfile(clientId);
  const from = dayjs(today).subtract(6, 'day').format('YYYY-MM-DD');
  const summary = useDiarySummary({ client: clientId, from, to: today });

  if (profile.isPending) return <Pending query={profile} />;
  if (profile.isError) return <Result status="warning" title={errorMessage(profile.error, t('profile.loadFailed'))} />;
  const submit = (values: ProfileFormValues) =>
    update.mutate(toProfileRequest(values), {
      onSuccess: () => notify.success(t('profile.saved')),
      onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('profile.saveFailed'))),
    });
  return (
    <div style={{ maxWidth: 860 }}>
      <PageTitle extra={<Link to={`/admin/clientPlans/${clientId}`}>{t('profile.back')}</Link>}>
        {client.data ? `${client.data.name} · ${t('profile.title')}` : t('profile.title')}
      </PageTitle>
      <Card size="small" style={{ marginBottom: 16 }}>
        <ResolvedTarget profile={profile.data} />
      </Card>
      <ProfileForm form={form} initialValues={toProfileValues(profile.data)} today={today} onSubmit={submit} submitting={update.isPending} />
      <Card size="small" title={t('profile.intake')} style={{ marginTop: 16 }}>
        {summary.data ? <IntakeChart summary={summary.data} /> : <Pending query={summary} />}
      </Card>
    </div>
  );
}
