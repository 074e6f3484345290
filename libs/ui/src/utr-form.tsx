import { Button, Form, Input } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { Messages, UTR_PATTERN } from '@clinic/contracts';
import { showFieldErrors } from './server-errors';

export interface UtrFormProps {
  /** Sends the UTR; resolves once the clinic has it, rejects with the API's error. */
  onSubmitUtr: (utr: string) => Promise<unknown>;
  submitting: boolean;
}

/** The client's word that they paid: the UPI transaction reference, checked as they typed it. */
export function UtrForm({ onSubmitUtr, submitting }: UtrFormProps) {
  const notify = useNotify();
  const [form] = Form.useForm<{ utr: string }>();
  // A promise, not mutate's callbacks: on success this form unmounts (the panel turns into
  // "submitted"), and mutate's own callbacks do not run for an unmounted component.
  const onFinish = ({ utr }: { utr: string }) =>
    onSubmitUtr(utr.trim()).then(
      () => notify.success(Messages.payments.submitted),
      (error: unknown) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.common.internal)),
    );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 360 }}>
      <Form.Item
        name="utr"
        label="Paid already? Enter the UPI transaction reference (UTR)"
        extra="The 12-digit number in your UPI app’s payment details."
        rules={[{ required: true, pattern: UTR_PATTERN, message: Messages.payments.invalidUtr }]}
        normalize={(value: string) => value.replace(/\s/g, '')}
      >
        <Input inputMode="numeric" maxLength={16} placeholder="e.g. 412345678901" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        I have paid
      </Button>
    </Form>
  );
}
