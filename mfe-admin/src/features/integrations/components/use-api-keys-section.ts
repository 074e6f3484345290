import { useState } from 'react';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '@clinic/api-client';
import type { ApiKeyScope } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages } from '@clinic/i18n';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/integrations';

export interface ApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: Dayjs;
}

/** The keys, the form that creates one (its secret kept until the admin has stored it) and revoking. */
export function useApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const notify = useNotify();
  const m = useMessages();
  const [form] = Form.useForm<ApiKeyValues>();
  const [secret, setSecret] = useState<string | null>(null);
  const onError = (error: unknown) => notify.error(errorMessage(error, m.common.internal));

  const onFinish = (values: ApiKeyValues) =>
    create.mutate(
      { name: values.name.trim(), scopes: values.scopes, ...(values.expiresAt ? { expiresAt: values.expiresAt.toISOString() } : {}) },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          form.resetFields();
        },
        onError,
      },
    );
  const onRevoke = (id: string) => revoke.mutate(id, { onSuccess: () => notify.success(m.integrations.keyRevoked), onError });

  return { keys, form, onFinish, creating: create.isPending, onRevoke, secret, clearSecret: () => setSecret(null) };
}
