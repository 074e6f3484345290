import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useUiTranslation } from './i18n';

interface ConfirmDeleteProps {
  /** What is deleted, for the button's accessible name: "Delete {what}" (in the reader's language). */
  what: string;
  /** The question, e.g. "Delete this plan?". */
  title: string;
  /** What deleting means for people, e.g. "Asha will no longer see it." */
  description?: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
}

/** The one way a list deletes a row: a danger link that asks once before anything is deleted. */
export function ConfirmDelete({ what, title, description, onConfirm, disabled }: ConfirmDeleteProps) {
  const { t } = useUiTranslation();
  return (
    <Popconfirm title={title} description={description} okText={t('confirmDelete.button')} okButtonProps={{ danger: true }} onConfirm={onConfirm} disabled={disabled}>
      <Button type="link" danger style={{ padding: 0 }} aria-label={t('confirmDelete.label', { what })} disabled={disabled}>
        {t('confirmDelete.button')}
      </Button>
    </Popconfirm>
  );
}
