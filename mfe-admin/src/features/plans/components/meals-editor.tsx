import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { CALORIES_MAX, MEAL_DESCRIPTION_MAX_LENGTH, MEAL_TIME_LABELS, MEAL_TIMES, MEALS_PER_PLAN_MAX, Messages, NEW_MEAL } from '@clinic/contracts';

const validCalories = (value?: number | null) => value == null || (Number.isInteger(value) && value >= 0 && value <= CALORIES_MAX);

/** The plan's meals (field `meals`): time, what to eat and calories a row; a new meal is breakfast with 0 calories. */
export function MealsEditor({ submitting }: { submitting: boolean }) {
  return (
    <>
      <Typography.Title level={4}>Meals</Typography.Title>
      <Form.List name="meals">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }} aria-label={`Meal ${index + 1}`}>
                <Form.Item name={[field.name, 'mealTime']} rules={[{ required: true }]}>
                  <Select style={{ width: 130 }} aria-label={`Meal ${index + 1} time`} options={MEAL_TIMES.map((t) => ({ value: t, label: MEAL_TIME_LABELS[t] }))} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'description']}
                  rules={[
                    { required: true, whitespace: true, message: Messages.plans.mealDescriptionRequired },
                    { max: MEAL_DESCRIPTION_MAX_LENGTH, message: `A meal description is at most ${MEAL_DESCRIPTION_MAX_LENGTH} characters.` },
                  ]}
                  style={{ minWidth: 320 }}
                >
                  <Input placeholder="What to eat" aria-label={`Meal ${index + 1} description`} count={{ max: MEAL_DESCRIPTION_MAX_LENGTH }} />
                </Form.Item>
                {/* No min/max/precision on the input: antd would quietly turn -100 into 0 or 99.5 into 100. */}
                <Form.Item name={[field.name, 'calories']} rules={[{ validator: (_rule, value?: number | null) => (validCalories(value) ? Promise.resolve() : Promise.reject(new Error(Messages.plans.invalidCalories))) }]}>
                  <InputNumber suffix="kcal" style={{ width: 130 }} aria-label={`Meal ${index + 1} calories`} />
                </Form.Item>
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove meal ${index + 1}`} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_MEAL })}
              disabled={submitting || fields.length >= MEALS_PER_PLAN_MAX}
              style={{ marginBottom: 24 }}
            >
              Add meal
            </Button>
          </>
        )}
      </Form.List>

    </>
  );
}
