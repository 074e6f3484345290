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
 * arrive after the URL changes): the heading is awaited, up to 10 s, and a screen or a person that
 * moved focus elsewhere (a form's first field) keeps it.
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
    let target: Element | null = null;
    // The old screen's h1 may still be drawn while the new one loads: keep watching, and move focus
    // to each newer h1, until the time is up or focus goes somewhere we did not put it.
    const check = () => {
      const active = document.activeElement;
      if (active !== target && active !== focusedBefore && active !== document.body) return stop();
      const heading = root.querySelector<HTMLElement>('h1');
      if (heading && heading !== target) {
        target = heading;
        focusHeading(heading);
      }
    };
    const observer = new MutationObserver(check);
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    check();
    return stop;
  }, [pathname, container]);
}
