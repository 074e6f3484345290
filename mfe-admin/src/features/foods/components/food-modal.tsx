import '../../../i18n-nutrition';
import { Form, InputNumber, Modal, Space } from 'antd';
import { CORE_NUTRIENTS, type FoodRequest, type Nutrients, PER_100G_MAX } from '@clinic/contracts';
import { errorMessage, useCreateFood } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { showFieldErrors } from '@clinic/ui';
import { FoodFields } from './food-fields';

type FoodFormValues = Required<Pick<FoodRequest, 'name' | 'group' | 'diet' | 'jain' | 'allergens'>> & { hindiName?: string; per100g: Nutrients };

/** A clinic food with its values per 100 g. */
export function FoodModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const create = useCreateFood();
  const [form] = Form.useForm<FoodFormValues>();
  const save = (v: FoodFormValues) =>
    create.mutate(
      { ...v, name: v.name.trim(), hindiName: v.hindiName?.trim() ?? '' },
      {
        onSuccess: () => (notify.success(t('foods.saved')), onClose()),
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('foods.saveFailed'))),
      },
    );
  return (
    <Modal open title={t('foods.addFood')} okText={t('foods.save')} cancelText={t('foods.cancel')} confirmLoading={create.isPending} onOk={() => form.submit()} onCancel={onClose} width={640}>
      <Form<FoodFormValues> form={form} layout="vertical" initialValues={{ group: 'K', diet: 'vegetarian', jain: false, allergens: [] }} onFinish={save}>
        <FoodFields />
        <Form.Item label={t('foods.per100g')} style={{ marginBottom: 0 }}>
          <Space wrap align="start">
            {CORE_NUTRIENTS.map((n) => (
              <Form.Item
                key={n}
                name={['per100g', n]}
                label={t(`nutrients.names.${n}`)}
                rules={[
                  { required: true, message: t('foods.valueRequired') },
                  { type: 'number', min: 0, max: PER_100G_MAX[n], message: t('foods.valueRange', { max: PER_100G_MAX[n] }) },
                ]}
              >
                <InputNumber style={{ width: 110 }} />
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
