import { Form } from 'antd';
import { useNavigate, useSearchParams } from '@clinic/router';
import { errorMessage, useCreatePlan } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, showFieldErrors } from '@clinic/ui';
import { PlanForm } from './plan-form';
import { type PlanFormValues, toPlanBody } from './plan-values';

/** `/admin/createNutritionPlan` (optionally `?client=<id>` from a client's page). */
export function CreatePlanPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<PlanFormValues>();
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const [params] = useSearchParams();
  const create = useCreatePlan();
  const submit = (values: PlanFormValues) =>
    create.mutate(
      { client: values.client!, ...toPlanBody(values) },
      {
        onSuccess: () => {
          notify.success(m.plans.created);
          // The spec's target after saving: the plans list (`/nutrition-plans` redirects to it).
          navigate('/nutrition-plans');
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.plans.createFailed)),
      },
    );
  return (
    <div style={{ maxWidth: 860 }}>
      <PageTitle>{t('plans.create.title')}</PageTitle>
      <PlanForm
        form={form}
        initialValues={{ client: params.get('client') ?? undefined }}
        onSubmit={submit}
        submitting={create.isPending}
        submitLabel={t('plans.create.submit')}
        templates
      />
    </div>
  );
}
