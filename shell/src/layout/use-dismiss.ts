import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`: a press anywhere outside `area`, or Escape anywhere, calls `dismiss` (`escaped`
 * tells which, for a caller that returns focus on Escape). The header's menus and the bell's list.
 */
export function useDismiss(open: boolean, area: RefObject<HTMLElement | null>, dismiss: (escaped: boolean) => void): void {
  const latest = useRef(dismiss);
  latest.current = dismiss;
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!area.current?.contains(event.target as Node)) latest.current(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, area]);
}
