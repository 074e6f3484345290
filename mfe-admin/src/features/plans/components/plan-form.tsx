import { Button, Form, Input, type FormInstance } from 'antd';
import { useClientSearch } from '@clinic/api-client';
import { PLAN_DESCRIPTION_MAX_LENGTH, PLAN_TITLE_MAX_LENGTH } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { ClientPicker, useRole, disabledWhile } from '@clinic/ui';
import { AttachmentsEditor } from './attachments-editor';
import { MealsEditor } from './meals-editor';
import { PlanDates } from './plan-dates';
import type { PlanFormValues } from './plan-values';

interface PlanFormProps {
  form: FormInstance<PlanFormValues>;
  initialValues: Partial<PlanFormValues>;
  onSubmit: (values: PlanFormValues) => void;
  submitting: boolean;
  submitLabel: string;
  lockedClient?: { name: string };
}

/**
 * The plan editor shared by create and edit: client (create only), title, dates, a meals editor
 * (a new meal is breakfast with 0 calories) and attachment links.
 */
export function PlanForm({ form, initialValues, onSubmit, submitting, submitLabel, lockedClient }: PlanFormProps) {
  const clients = useClientSearch(!lockedClient);
  const { is } = useRole();
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <Form<PlanFormValues>
      form={form}
      layout="vertical"
      initialValues={{ meals: [], attachments: [], ...initialValues }}
      onFinish={onSubmit}
      disabled={disabledWhile(submitting)}
      scrollToFirstError
    >
      {lockedClient ? (
        <Form.Item label={t('plans.form.client')}>
          <Input aria-label={t('plans.form.client')} value={lockedClient.name} disabled />
        </Form.Item>
      ) : (
        <Form.Item label={t('plans.form.client')} name="client" rules={[{ required: true, message: m.plans.clientRequired }]}>
          <ClientPicker {...clients.picker} careTeamOnly={is('nutritionist')} />
        </Form.Item>
      )}
      {/* Limits are checked, not enforced by cutting: a pasted text that is too long says so. */}
      <Form.Item
        label={t('plans.form.title')}
        name="title"
        rules={[
          { required: true, whitespace: true, message: m.plans.titleRequired },
          { max: PLAN_TITLE_MAX_LENGTH, message: t('plans.form.titleMax', { max: PLAN_TITLE_MAX_LENGTH }) },
        ]}
      >
        <Input count={{ max: PLAN_TITLE_MAX_LENGTH }} />
      </Form.Item>
      <Form.Item
        label={t('plans.form.description')}
        name="description"
        rules={[{ max: PLAN_DESCRIPTION_MAX_LENGTH, message: t('plans.form.descriptionMax', { max: PLAN_DESCRIPTION_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={3} count={{ show: true, max: PLAN_DESCRIPTION_MAX_LENGTH }} placeholder={t('plans.form.descriptionPlaceholder')} />
      </Form.Item>
      <PlanDates />

      <MealsEditor submitting={submitting} />
      <AttachmentsEditor submitting={submitting} />
      <div>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
