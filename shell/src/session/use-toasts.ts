import { useCallback, useMemo, useRef, useState } from 'react';
import type { Notifier } from '@clinic/host';
import type { Toast, ToastKind } from './toaster';

/**
 * The toasts every screen raises through `notify`. They wait here until the toaster's chunk has
 * loaded (the first one only): `wanted` says when to load it.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextToast = useRef(0);
  const toast = useCallback((kind: ToastKind, text: string) => setToasts((queue) => [...queue, { id: nextToast.current++, kind, text }]), []);
  const onShown = useCallback((ids: number[]) => setToasts((queue) => queue.filter((t) => !ids.includes(t.id))), []);
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);

  const notify = useMemo<Notifier>(
    () => ({
      success: (text) => toast('success', text),
      error: (text) => toast('error', text),
      info: (text) => toast('info', text),
      warning: (text) => toast('warning', text),
    }),
    [toast],
  );
  return { toasts, onShown, wanted, notify };
}
