import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { Descriptions, Result } from 'antd';
import { Link, useParams } from '@clinic/router';
import { useNutritionProfile, usePlan } from '@clinic/api-client';
import type { NutritionPlan } from '@clinic/contracts';
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

/**
 * `/nutrition-plans/{id}`: the plan day by day and meal by meal, with its foods, the totals of each
 * meal time and day, and the day against the client's target when one is set; prints cleanly, and
 * downloads as the server's one-page PDF (in the client's language).
 */
export function PlanDetailPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { id } = useParams();
  const plan = usePlan(id);
  // The target is shown when the reader may read it (the client, their care team); without it the plan reads as before.
  const profile = useNutritionProfile(plan.data?.client._id);

  if (plan.isPending) return <Pending query={plan} />;
  if (plan.isError) return <Result status="warning" title={m.plans.notFound} extra={<BackToPlans />} />;
  const p = plan.data;

  return (
    <article style={{ maxWidth: 860 }}>
      <BackToPlans />
      <PageTitle
        extra={
          <span className="no-print" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {/* Printing needs no server: on even while offline, when the shell turns antd's controls off. */}
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={false}>
              {t('plans.print')}
            </Button>
            <a href={`/api/nutritionPlans/${encodeURIComponent(p._id)}/pdf`} download style={{ display: 'inline-flex', alignItems: 'center', gap: 6, padding: '4px 0' }}>
              <FilePdfOutlined aria-hidden="true" />
              {t('plans.downloadPdf')}
            </a>
          </span>
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
      {p.meals.length === 0 && <Paragraph type="secondary">{t('plans.noMeals')}</Paragraph>}
      {p.meals.length > 0 && <PlanMeals meals={p.meals} days={(p as typeof p & Pick<NutritionPlan, 'days'>).days} target={profile.data?.resolved ?? null} />}

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
