import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmDeleteProps {
  /** What is deleted, for the button's accessible name: "Delete {what}". */
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
  return (
    <Popconfirm title={title} description={description} okText="Delete" okButtonProps={{ danger: true }} onConfirm={onConfirm} disabled={disabled}>
      <Button type="link" danger style={{ padding: 0 }} aria-label={`Delete ${what}`} disabled={disabled}>
        Delete
      </Button>
    </Popconfirm>
  );
}
