import { useState } from 'react';
import { Form } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { Messages, type WebhookEventType } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages } from '@clinic/i18n';
import { useCreateWebhook, useDeleteWebhook, useSetWebhookEnabled, useWebhooks } from '../api/integrations';

export interface WebhookValues {
  url: string;
  events: WebhookEventType[];
  description?: string;
}

/** The endpoints, how many failed, the form that adds one (its secret shown once), pausing and deleting. */
export function useWebhooksSection() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const notify = useNotify();
  const m = useMessages();
  const [form] = Form.useForm<WebhookValues>();
  const [secret, setSecret] = useState<string | null>(null);
  const onError = (error: unknown) => notify.error(errorMessage(error, m.common.internal));
  // Paused by the admin is their own doing; disabled after failures is news.
  const failing = (webhooks.data ?? []).filter((e) => e.disabledAt && e.disabledReason !== Messages.integrations.webhookPaused).length;

  const onFinish = (values: WebhookValues) =>
    create.mutate(values, {
      onSuccess: (created) => {
        setSecret(created.secret);
        form.resetFields();
      },
      onError,
    });

  return {
    webhooks,
    failing,
    form,
    onFinish,
    creating: create.isPending,
    onSetEnabled: (id: string, enabled: boolean) => setEnabled.mutate({ id, enabled }, { onError }),
    onDelete: (id: string) => remove.mutate(id, { onError }),
    secret,
    clearSecret: () => setSecret(null),
  };
}
