import { message } from 'antd';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@clinic/contracts';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/**
 * Shows toasts at the top of every page, closing by themselves after 5 s (spec section 9). Its own
 * chunk, loaded with the first toast: most pages show none, and antd's message brings its motion
 * and notification code along.
 */
export function Toaster({ toasts, onShown }: { toasts: readonly Toast[]; onShown: (ids: number[]) => void }) {
  const [api, holder] = message.useMessage({ duration: TOAST_DURATION_MS / 1000, maxCount: 3 });
  useEffect(() => {
    if (!toasts.length) return;
    for (const toast of toasts) void api[toast.kind](toast.text);
    onShown(toasts.map((t) => t.id));
  }, [toasts, api, onShown]);
  return holder;
}
