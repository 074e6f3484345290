import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a screen may take to draw its heading (its chunk and first data) before we give up. */
const HEADING_WAIT_MS = 10_000;

/** Puts focus on a heading without scrolling past the header, and without a ring a mouse user would see. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After each navigation (not the first page load, where the skip link comes first), moves focus to
 * the new screen's h1 inside `container`, so a screen reader announces the page and the keyboard
 * continues from it (WCAG 2.4.3). Remote screens draw their heading later (their chunk and data
 * arrive after the URL changes): the heading is awaited, up to 10 s, and a screen that moved focus
 * itself (a form's first field) keeps it.
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = container.current;
    if (!root) return;
    const focusedBefore = document.activeElement;
    const tryFocus = () => {
      // Someone (the screen, or the person) already moved focus into the page: leave it there.
      if (document.activeElement !== focusedBefore && root.contains(document.activeElement)) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, container]);
}
