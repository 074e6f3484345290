import { Button, Space } from 'antd';
import { useState } from 'react';
import type { TimeRange } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { isComplete, SlotRangePicker, type SlotValue } from './slot-range-picker';

/** A slot being added or changed: the range picker with Save and Cancel. */
export function SlotEditorRow({ initial, saveLabel, onSave, onCancel, busy }: {
  initial?: TimeRange;
  saveLabel: string;
  onSave: (slot: TimeRange) => Promise<boolean>;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState<SlotValue>(initial ?? {});
  return (
    <Space wrap size={6}>
      <SlotRangePicker value={value} onChange={setValue} />
      <Button size="small" type="primary" disabled={!isComplete(value)} loading={busy} onClick={() => isComplete(value) && onSave(value).then((ok) => ok && onCancel())}>
        {saveLabel}
      </Button>
      <Button size="small" onClick={onCancel}>
        {t('availability.editor.cancel')}
      </Button>
    </Space>
  );
}
