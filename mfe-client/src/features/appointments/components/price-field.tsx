import { Form, InputNumber } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { useFieldRules } from './field-rules';

/**
 * The price the clinic's side sets when booking. In a chunk of its own: a client never sees it, and
 * antd's InputNumber with its decimal arithmetic was 7 kB gzip of every client's booking page (issue 17).
 */
export default function PriceField() {
  const { t } = useTranslation('client');
  const rules = useFieldRules();
  return (
    <Form.Item label={t('common.priceRupees')} name="price" rules={[...rules.required, rules.price]}>
      <InputNumber step={50} prefix="₹" style={{ width: 200 }} />
    </Form.Item>
  );
}
