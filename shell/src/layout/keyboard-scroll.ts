import { type RefObject, useEffect } from 'react';

/** antd's scrolling table boxes; a table wider than a phone scrolls sideways inside them. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * A box that scrolls must be reachable by the keyboard to be scrolled by it (WCAG 2.1.1; axe:
 * scrollable-region-focusable): a table that scrolls sideways and holds no link or button would
 * otherwise be out of reach. Every screen's tables, the remotes' included, are in `container`: the
 * boxes that overflow now get a tab stop, and lose it when they stop overflowing.
 */
export function useKeyboardScrollableTables(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        if (scrolls && !box.hasAttribute('tabindex')) {
          box.tabIndex = 0;
          box.dataset.keyboardScroll = '';
        } else if (!scrolls && box.dataset.keyboardScroll !== undefined) {
          box.removeAttribute('tabindex');
          delete box.dataset.keyboardScroll;
        }
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [container]);
}
