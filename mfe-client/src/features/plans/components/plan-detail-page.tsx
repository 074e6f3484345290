import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from '@clinic/router';
import { usePlan } from '@clinic/api-client';
import { groupMeals, Messages } from '@clinic/contracts';
import { formatDate, PageTitle } from '@clinic/ui';
import { PlanMeals } from './plan-meals';

const BackToPlans = () => (
  <Link to="/nutrition-plans" className="no-print">
    ← Back to Nutrition Plans
  </Link>
);

/** `/nutrition-plans/{id}`: the plan meal by meal, with calories per meal time and per day; prints cleanly. */
export function PlanDetailPage() {
  const { id } = useParams();
  const plan = usePlan(id);

  if (plan.isPending) return <Skeleton active />;
  if (plan.isError) return <Result status="warning" title={Messages.plans.notFound} extra={<BackToPlans />} />;
  const p = plan.data;
  const { groups, totalCalories } = groupMeals(p.meals);

  return (
    <article style={{ maxWidth: 860 }}>
      <BackToPlans />
      <PageTitle
        extra={
          <Button className="no-print" icon={<PrinterOutlined />} onClick={() => window.print()}>
            Print
          </Button>
        }
      >
        {p.title}
      </PageTitle>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Client">{p.client.name}</Descriptions.Item>
        <Descriptions.Item label="Nutritionist">{p.nutritionist.name}</Descriptions.Item>
        <Descriptions.Item label="Starts">{formatDate(p.startDate)}</Descriptions.Item>
        <Descriptions.Item label="Ends">{p.endDate ? formatDate(p.endDate) : 'Open-ended'}</Descriptions.Item>
      </Descriptions>
      {p.description && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{p.description}</Typography.Paragraph>}

      <Typography.Title level={3}>Meals</Typography.Title>
      {groups.length === 0 && <Typography.Paragraph type="secondary">No meals on this plan yet.</Typography.Paragraph>}
      <PlanMeals groups={groups} totalCalories={totalCalories} />

      {p.attachments.length > 0 && (
        <>
          <Typography.Title level={3}>Attachments</Typography.Title>
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
