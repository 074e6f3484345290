import { Button, Card, Descriptions, Result, Space } from 'antd';
import { ProgressChart } from '@clinic/charts';
import { Link, useParams } from '@clinic/router';
import { usePlans, useProgressRecords, useUser } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { BmiValue, ForRoles, PageTitle, useRole, Pending } from '@clinic/ui';
import { CareTeamCard } from './care-team-card';
import { useEnteredBy } from './entered-by';
import { ClientPlansCard, ClientProgressCard } from './client-records';

/** `/admin/clientPlans/{clientId}`: one client's plans, progress chart and records. */
export function ClientPlansPage() {
  const { clientId = '' } = useParams();
  const { is } = useRole();
  const isAdmin = is('admin');
  const { t } = useTranslation('admin');
  const m = useMessages();
  const enteredBy = useEnteredBy();
  const client = useUser(clientId);
  const plans = usePlans({ page: 1, limit: 100, client: clientId });
  const progress = useProgressRecords({ page: 1, limit: 100, client: clientId });

  if (client.isPending) return <Pending query={client} />;
  if (client.isError) return <Result status="warning" title={m.progress.loadClientFailed} />;
  const c = client.data;
  const latest = progress.data?.data[0];

  return (
    <div>
      <PageTitle
        extra={
          <Space>
            {isAdmin && <Link to={`/admin/audit/${c._id}`}>{t('clients.accessLog')}</Link>}
            <Link to={`/admin/clients/${c._id}/nutrition`}>{t('profile.link')}</Link>
            <Link to={`/admin/createNutritionPlan?client=${c._id}`}>
              <Button>{t('clients.newPlan')}</Button>
            </Link>
            <Link to={`/admin/progressPlans/${c._id}`}>
              <Button type="primary">{t('clients.addProgress')}</Button>
            </Link>
          </Space>
        }
      >
        {c.name}
      </PageTitle>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('clients.phone')}>{c.phone}</Descriptions.Item>
        <Descriptions.Item label={t('clients.email')}>{c.email || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('clients.latestBmi')}>{latest ? <BmiValue bmi={latest.BMI} category={latest.bmiCategory} /> : '—'}</Descriptions.Item>
      </Descriptions>

      <ForRoles roles={['admin']}>
        <CareTeamCard clientId={c._id} />
      </ForRoles>

      <Card size="small" title={t('clients.progressChart')} style={{ marginBottom: 16 }}>
        <ProgressChart records={progress.data?.data ?? []} authorLabel={enteredBy} />
      </Card>

      <ClientPlansCard plans={plans} />
      <ClientProgressCard progress={progress} />
    </div>
  );
}
