import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { errorMessage, useAddCareTeamMember, useNutritionists } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';

/** Adds a nutritionist (searched by name) to a client's care team; those already on it are not offered. */
export function AssignPractitioner({ clientId, onTeam }: { clientId: string; onTeam: ReadonlySet<string> }) {
  const notify = useNotify();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<string>();
  const practitioners = useNutritionists(search);
  const add = useAddCareTeamMember(clientId);
  const assign = () =>
    choice &&
    add.mutate(choice, {
      onSuccess: () => {
        notify.success(m.care.added);
        setChoice(undefined);
      },
      onError: (error) => notify.error(errorMessage(error, m.care.loadFailed)),
    });

  return (
    <Space wrap style={{ marginTop: 8 }}>
      <Select
        aria-label={t('clients.careTeam.assignLabel')}
        placeholder={t('clients.careTeam.assignPlaceholder')}
        style={{ width: 280, maxWidth: '100%' }}
        value={choice}
        onChange={setChoice}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        options={(practitioners.data?.data ?? []).filter((p) => !onTeam.has(p._id)).map((p) => ({ value: p._id, label: p.name }))}
      />
      <Button onClick={assign} disabled={!choice} loading={add.isPending}>
        {t('clients.careTeam.assign')}
      </Button>
    </Space>
  );
}
