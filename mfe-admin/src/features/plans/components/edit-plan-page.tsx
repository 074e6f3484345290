import { Form, Result } from 'antd';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, planPdfUrl, usePlan, useUpdatePlan } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { dateToDayjs, PageTitle, showFieldErrors, Pending } from '@clinic/ui';
import { PlanForm } from './plan-form';
import { type PlanFormValues, toMealValues, toPlanBody } from './plan-values';

/** `/admin/nutrition-plans/{id}/edit`. */
export function EditPlanPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<PlanFormValues>();
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const plan = usePlan(id);
  const update = useUpdatePlan(id);
  if (plan.isPending) return <Pending query={plan} />;
  if (plan.isError) return <Result status="warning" title={m.plans.notFound} extra={<Link to="/nutrition-plans">{t('plans.edit.back')}</Link>} />;
  const p = plan.data;
  const submit = (values: PlanFormValues) =>
    update.mutate(toPlanBody(values), {
      onSuccess: () => {
        notify.success(m.plans.updated);
        navigate('/nutrition-plans');
      },
      onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.plans.updateFailed)),
    });
  return (
    <div style={{ maxWidth: 860 }}>
      <PageTitle
        extra={
          <a href={planPdfUrl(p._id)} target="_blank" rel="noreferrer">
            {t('plans.edit.pdf')}
          </a>
        }
      >
        {t('plans.edit.title')}
      </PageTitle>
      <PlanForm
        form={form}
        lockedClient={p.client}
        initialValues={{
          title: p.title,
          description: p.description,
          startDate: dateToDayjs(p.startDate),
          endDate: p.endDate ? dateToDayjs(p.endDate) : null,
          meals: toMealValues(p.meals),
          attachments: p.attachments,
        }}
        onSubmit={submit}
        submitting={update.isPending}
        submitLabel={t('plans.edit.submit')}
      />
    </div>
  );
}
