import { Button, Form, Input } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { UTR_PATTERN } from '@clinic/contracts';
import { useMessages } from '@clinic/i18n';
import { showFieldErrors } from './server-errors';
import { useUiTranslation } from './i18n';

export interface UtrFormProps {
  /** Sends the UTR; resolves once the clinic has it, rejects with the API's error. */
  onSubmitUtr: (utr: string) => Promise<unknown>;
  submitting: boolean;
}

/** The client's word that they paid: the UPI transaction reference, checked as they typed it. */
export function UtrForm({ onSubmitUtr, submitting }: UtrFormProps) {
  const { t } = useUiTranslation();
  const m = useMessages();
  const notify = useNotify();
  const [form] = Form.useForm<{ utr: string }>();
  // A promise, not mutate's callbacks: on success this form unmounts (the panel turns into
  // "submitted"), and mutate's own callbacks do not run for an unmounted component.
  const onFinish = ({ utr }: { utr: string }) =>
    onSubmitUtr(utr.trim()).then(
      () => notify.success(m.payments.submitted),
      (error: unknown) => showFieldErrors(form, error) || notify.error(errorMessage(error, m.common.internal)),
    );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 360 }}>
      <Form.Item
        name="utr"
        label={t('payment.utrLabel')}
        extra={t('payment.utrHelp')}
        rules={[{ required: true, pattern: UTR_PATTERN, message: m.payments.invalidUtr }]}
        normalize={(value: string) => value.replace(/\s/g, '')}
      >
        <Input inputMode="numeric" maxLength={16} placeholder={t('payment.utrPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('payment.iHavePaid')}
      </Button>
    </Form>
  );
}
