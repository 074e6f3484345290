import '../../../i18n-nutrition';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { PLAN_TITLE_MAX_LENGTH, type PlanTemplate } from '@clinic/contracts';
import { errorMessage, useCreatePlanTemplate, usePlanTemplates } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { type PlanFormValues, toMealRequest } from './plan-values';

/** "Save as template": the form's meals as they stand (saved or not), under a title. */
export function SaveAsTemplate({ values, disabled }: { values: () => PlanFormValues; disabled?: boolean }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const create = useCreatePlanTemplate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const save = ({ title }: { title: string }) => {
    const plan = values();
    create.mutate(
      { title: title.trim(), description: plan.description?.trim() ?? '', meals: (plan.meals ?? []).map(toMealRequest) },
      {
        onSuccess: () => {
          notify.success(t('plans.templates.saved'));
          setOpen(false);
        },
        onError: (error) => notify.error(errorMessage(error, t('plans.templates.saveFailed'))),
      },
    );
  };
  return (
    <>
      <Button
        disabled={disabled}
        onClick={() => {
          form.setFieldsValue({ title: values().title ?? '' });
          setOpen(true);
        }}
      >
        {t('plans.templates.saveAs')}
      </Button>
      <Modal
        open={open}
        title={t('plans.templates.saveAs')}
        okText={t('plans.templates.save')}
        cancelText={t('plans.templates.cancel')}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name="template" layout="vertical" onFinish={save}>
          <Form.Item
            label={t('plans.templates.name')}
            name="title"
            rules={[
              { required: true, whitespace: true, message: t('plans.templates.nameRequired') },
              { max: PLAN_TITLE_MAX_LENGTH, message: t('plans.form.titleMax', { max: PLAN_TITLE_MAX_LENGTH }) },
            ]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** "Start from a template" (create page): the chosen template's meals and description fill the form. */
export function StartFromTemplate({ onPick }: { onPick: (template: PlanTemplate) => void }) {
  const { t } = useTranslation('admin');
  const templates = usePlanTemplates();
  return (
    <Form.Item label={t('plans.templates.startFrom')}>
      <Select<string>
        allowClear
        aria-label={t('plans.templates.startFrom')}
        placeholder={t('plans.templates.choose')}
        loading={templates.isPending}
        style={{ maxWidth: 420 }}
        options={(templates.data ?? []).map((tpl) => ({ value: tpl._id, label: tpl.title }))}
        onChange={(id) => {
          const template = templates.data?.find((tpl) => tpl._id === id);
          if (template) onPick(template);
        }}
      />
    </Form.Item>
  );
}
