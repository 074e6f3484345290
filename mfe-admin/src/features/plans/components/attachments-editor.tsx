import { Title } from '@clinic/ui';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { ATTACHMENTS_PER_PLAN_MAX } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';

/** One rule for a link (blank rows are dropped on save), so its message shows once. */
function isHttpLink(value?: string): boolean {
  const text = value?.trim();
  if (!text) return true;
  try {
    const { protocol, hostname } = new URL(text);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

/** The plan's links (field `attachments`), http or https; blank rows are dropped on save. */
export function AttachmentsEditor({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <>
      <Title level={4}>{t('plans.attachments.title')}</Title>
      <Form.List name="attachments">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" style={{ display: 'flex' }}>
                <Form.Item
                  name={field.name}
                  rules={[{ validator: (_rule, value?: string) => (isHttpLink(value) ? Promise.resolve() : Promise.reject(new Error(m.plans.invalidAttachment))) }]}
                  style={{ width: 480 }}
                >
                  <Input placeholder={t('plans.attachments.placeholder')} aria-label={t('plans.attachments.item', { n: index + 1 })} />
                </Form.Item>
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('plans.attachments.remove', { n: index + 1 })} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              disabled={submitting || fields.length >= ATTACHMENTS_PER_PLAN_MAX}
              style={{ marginBottom: 24 }}
            >
              {t('plans.attachments.add')}
            </Button>
          </>
        )}
      </Form.List>

    </>
  );
}
