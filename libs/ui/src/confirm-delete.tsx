import { Button } from './button';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useUiTranslation } from './i18n';

// The question (antd's Popconfirm with Popover, Tooltip and the popup engine: about 18 kB gzip) loads
// when first wanted, pointing at, focusing or pressing the link: most visits to a list delete
// nothing, and a phone should not wait for it (issue 17).
const loadPopconfirm = () => import('antd/es/popconfirm');
const Popconfirm = lazy(loadPopconfirm);

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

/** Runs `run` once, when the lazy part it sits beside has been drawn (not again on later renders). */
function OnShown({ run }: { run: () => void }) {
  const once = useRef(run);
  useLayoutEffect(() => once.current(), []);
  return null;
}

/** The one way a list deletes a row: a danger link that asks once before anything is deleted. */
export function ConfirmDelete({ what, title, description, onConfirm, disabled }: ConfirmDeleteProps) {
  const { t } = useUiTranslation();
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  const linkProps = { ref: link, type: 'link', danger: true, style: { padding: 0 }, 'aria-label': t('confirmDelete.label', { what }), disabled } as const;

  if (!pressed) {
    return (
      <Button
        {...linkProps}
        onPointerEnter={loadPopconfirm}
        onFocus={loadPopconfirm}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        {t('confirmDelete.button')}
      </Button>
    );
  }
  const asking = (
    <Button {...linkProps}>
      {t('confirmDelete.button')}
    </Button>
  );
  return (
    <Suspense fallback={asking}>
      <Popconfirm
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        okText={t('confirmDelete.button')}
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
        disabled={disabled}
      >
        {asking}
      </Popconfirm>
      {/* The link drawn inside the question is a new element: it keeps the focus the pressed one had. */}
      <OnShown run={() => link.current?.focus()} />
    </Suspense>
  );
}
