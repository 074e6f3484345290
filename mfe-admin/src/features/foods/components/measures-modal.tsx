import '../../../i18n-nutrition';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Space } from 'antd';
import { type FoodSummary, type HouseholdMeasure, MEASURE_GRAMS, MEASURE_NAMES, MEASURES_PER_FOOD_MAX } from '@clinic/contracts';
import { errorMessage, useUpdateFood } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';

const MEASURE_LIST_ID = 'measure-names';

/** The household measures of a food (any food, the table's too): a name and its grams each. */
export function MeasuresModal({ food, onClose }: { food: FoodSummary; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const update = useUpdateFood(food._id);
  const [form] = Form.useForm<{ measures: HouseholdMeasure[] }>();
  const save = ({ measures }: { measures: HouseholdMeasure[] }) =>
    update.mutate(
      { measures: (measures ?? []).map((m) => ({ name: m.name.trim(), grams: m.grams })) },
      { onSuccess: () => (notify.success(t('foods.saved')), onClose()), onError: (error) => notify.error(errorMessage(error, t('foods.saveFailed'))) },
    );
  return (
    <Modal
      open
      title={t('foods.measuresTitle', { name: food.name })}
      okText={t('foods.save')}
      cancelText={t('foods.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {/* The usual names offered as the clinic types; any other name may be typed. */}
      <datalist id={MEASURE_LIST_ID}>
        {MEASURE_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Form form={form} name="measures" initialValues={{ measures: food.measures }} onFinish={save}>
        <Form.List name="measures">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: t('foods.measureNameRequired') }]}>
                    <Input aria-label={t('foods.measureName', { n: index + 1 })} list={MEASURE_LIST_ID} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'grams']}
                    rules={[{ type: 'number', required: true, min: MEASURE_GRAMS.min, max: MEASURE_GRAMS.max, message: t('foods.measureRange', MEASURE_GRAMS) }]}
                  >
                    <InputNumber aria-label={t('foods.measureGrams', { n: index + 1 })} suffix={t('nutrients.gramsValue', { value: '' }).trim()} style={{ width: 120 }} />
                  </Form.Item>
                  <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('foods.removeMeasure', { n: index + 1 })} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MEASURES_PER_FOOD_MAX} onClick={() => add({ name: '', grams: null })}>
                {t('foods.addMeasure')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
