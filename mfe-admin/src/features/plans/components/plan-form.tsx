import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { useClientSearch, useFoodSummaries, useNutritionProfile } from '@clinic/api-client';
import { PLAN_DESCRIPTION_MAX_LENGTH, PLAN_TITLE_MAX_LENGTH, type PlanTemplate, planCycleLength } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { ClientPicker, useRole, disabledWhile } from '@clinic/ui';
import { AttachmentsEditor } from './attachments-editor';
import { DayTotalsCard } from './day-totals';
import { MealsEditor } from './meals-editor';
import { PlanDates } from './plan-dates';
import { PlanDays } from './plan-days';
import { dayTotals, itemWarnings } from './plan-nutrition';
import { type MealValue, type PlanFormValues, toMealValues } from './plan-values';
import { SaveAsTemplate, StartFromTemplate } from './template-actions';

interface PlanFormProps {
  form: FormInstance<PlanFormValues>;
  initialValues: Partial<PlanFormValues>;
  onSubmit: (values: PlanFormValues) => void;
  submitting: boolean;
  submitLabel: string;
  lockedClient?: { _id: string; name: string };
  /** The create page offers to start from a template. */
  templates?: boolean;
}

/** The meals of `from` copied onto each day of `to`, replacing what those days had. */
function copyDay(meals: readonly MealValue[], from: number, to: readonly number[]): MealValue[] {
  const source = meals.filter((m) => (m.day ?? 1) === from);
  const kept = meals.filter((m) => !to.includes(m.day ?? 1));
  return [...kept, ...to.flatMap((day) => source.map((m) => ({ ...m, day, items: (m.items ?? []).map((i) => ({ ...i })) })))];
}

/**
 * The plan editor shared by create and edit: client (create only), title, dates, the meals of each
 * day of the cycle with their foods and live totals against the client's target, and attachment links.
 */
export function PlanForm({ form, initialValues, onSubmit, submitting, submitLabel, lockedClient, templates }: PlanFormProps) {
  const clients = useClientSearch(!lockedClient);
  const { is } = useRole();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const watchedClient = Form.useWatch('client', form) as string | undefined;
  const clientId = lockedClient?._id ?? watchedClient;
  const profile = useNutritionProfile(clientId);
  const meals = (Form.useWatch('meals', { form, preserve: true }) as MealValue[] | undefined) ?? initialValues.meals ?? [];
  const foods = useFoodSummaries(meals.flatMap((meal) => (meal.items ?? []).map((i) => i.food)));
  const [addedDays, setAddedDays] = useState(1);
  const [day, setDay] = useState(1);
  const days = Math.max(addedDays, planCycleLength(meals));
  const diet = profile.data?.diet ?? null;
  const allergies = profile.data?.allergies ?? [];

  const fromTemplate = (template: PlanTemplate) => {
    form.setFieldsValue({ meals: toMealValues(template.meals), ...(template.description && !form.getFieldValue('description') ? { description: template.description } : {}) });
    setDay(1);
  };

  return (
    <Form<PlanFormValues>
      form={form}
      layout="vertical"
      initialValues={{ meals: [], attachments: [], ...initialValues }}
      // Every value kept, not only the fields on screen: the other days' meals and each meal's day are in the form but not drawn.
      onFinish={() => onSubmit(form.getFieldsValue(true) as PlanFormValues)}
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
      {templates && <StartFromTemplate onPick={fromTemplate} />}
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

      <MealsEditor
        submitting={submitting}
        day={day}
        meals={meals}
        foods={foods}
        diet={diet}
        allergies={allergies}
        days={
          <PlanDays
            days={days}
            day={day}
            onSelect={setDay}
            onAdd={() => {
              setAddedDays(days + 1);
              setDay(days + 1);
            }}
            onCopy={(to) => {
              form.setFieldValue('meals', copyDay(form.getFieldValue('meals') ?? [], day, to));
              setAddedDays(Math.max(days, ...to));
            }}
          />
        }
      />
      <DayTotalsCard day={day} totals={dayTotals(meals, day, foods)} clientId={clientId} profile={profile.data} warnings={itemWarnings(meals, foods, { diet, allergies })} />
      <AttachmentsEditor submitting={submitting} />
      <div>
        <Space wrap>
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            {submitLabel}
          </Button>
          <SaveAsTemplate values={() => form.getFieldsValue(true) as PlanFormValues} disabled={submitting || meals.length === 0} />
        </Space>
      </div>
    </Form>
  );
}
