import { PrinterOutlined } from '@ant-design/icons';
import { Descriptions, Result } from 'antd';
import { Link, useParams } from '@clinic/router';
import { usePlan } from '@clinic/api-client';
import { groupMeals } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, formatDate, PageTitle, Paragraph, Pending, Title } from '@clinic/ui';
import { PlanMeals } from './plan-meals';

function BackToPlans() {
  const { t } = useTranslation('client');
  return (
    <Link to="/nutrition-plans" className="no-print">
      {t('plans.back')}
    </Link>
  );
}

/** `/nutrition-plans/{id}`: the plan meal by meal, with calories per meal time and per day; prints cleanly. */
export function PlanDetailPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { id } = useParams();
  const plan = usePlan(id);

  if (plan.isPending) return <Pending query={plan} />;
  if (plan.isError) return <Result status="warning" title={m.plans.notFound} extra={<BackToPlans />} />;
  const p = plan.data;
  const { groups, totalCalories } = groupMeals(p.meals);

  return (
    <article style={{ maxWidth: 860 }}>
      <BackToPlans />
      <PageTitle
        extra={
          // Printing needs no server: on even while offline, when the shell turns antd's controls off.
          <Button className="no-print" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={false}>
            {t('plans.print')}
          </Button>
        }
      >
        {p.title}
      </PageTitle>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('common.client')}>{p.client.name}</Descriptions.Item>
        <Descriptions.Item label={t('common.nutritionist')}>{p.nutritionist.name}</Descriptions.Item>
        <Descriptions.Item label={t('plans.starts')}>{formatDate(p.startDate)}</Descriptions.Item>
        <Descriptions.Item label={t('plans.ends')}>{p.endDate ? formatDate(p.endDate) : t('plans.openEnded')}</Descriptions.Item>
      </Descriptions>
      {p.description && <Paragraph style={{ whiteSpace: 'pre-line' }}>{p.description}</Paragraph>}

      <Title level={3}>{t('plans.meals')}</Title>
      {groups.length === 0 && <Paragraph type="secondary">{t('plans.noMeals')}</Paragraph>}
      <PlanMeals groups={groups} totalCalories={totalCalories} />

      {p.attachments.length > 0 && (
        <>
          <Title level={3}>{t('plans.attachments')}</Title>
          <ul>
            {p.attachments.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
