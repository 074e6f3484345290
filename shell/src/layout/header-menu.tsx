import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@clinic/router';
import { useDismiss } from './use-dismiss';

/** One entry of a submenu: a link, or an action such as signing out. */
export interface MenuEntry {
  key: string;
  label: string;
  to?: string;
  onSelect?: () => void;
}

/** A run of entries in a submenu, under a title when it has one (the Admin Panel's Schedule, Clients, …). */
export interface MenuSection {
  title?: string;
  entries: readonly MenuEntry[];
}

export type HeaderItem =
  | { kind: 'link'; key: string; label: string; to: string }
  | { kind: 'menu'; key: string; label: string; icon?: ReactNode; sections: readonly MenuSection[] };

const samePath = (to: string, pathname: string) => to.toLowerCase() === pathname.toLowerCase().replace(/\/+$/, '');

/** The focusable controls of a container, in order: the top-level items, or a submenu's entries. */
const focusables = (root: HTMLElement | null, selector: string) => [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])];
const TOP = ':scope > li > .header-menu-top';
const ENTRY = '.header-popup-item';

/** Moves focus by `step` (wrapping) or to the first/last, among `items`, from the focused one. */
function moveFocus(items: HTMLElement[], to: number | 'first' | 'last') {
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const index = to === 'first' ? 0 : to === 'last' ? items.length - 1 : (at + to + items.length) % items.length;
  items[index]?.focus();
}

function Submenu({ item, id, pathname, onClose }: { item: Extract<HeaderItem, { kind: 'menu' }>; id: string; pathname: string; onClose: () => void }) {
  const ref = useRef<HTMLUListElement>(null);
  const [shift, setShift] = useState(0);
  // Keeps the list on the screen: the user menu sits at the right edge, and on a phone so does the one menu.
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    const overflow = box.right - (document.documentElement.clientWidth - 8);
    setShift(overflow > 0 ? -Math.min(overflow, box.left - 8) : 0);
  }, []);
  return (
    <ul ref={ref} id={id} role="menu" aria-label={item.label} className="header-popup" style={shift ? { transform: `translateX(${shift}px)` } : undefined}>
      {item.sections.map((section, index) => {
        const entries = section.entries.map((entry) => (
          <li key={entry.key} role="menuitem">
            {entry.to ? (
              <Link to={entry.to} className="header-popup-item" tabIndex={-1} aria-current={samePath(entry.to, pathname) ? 'page' : undefined} onClick={onClose}>
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                className="header-popup-item"
                tabIndex={-1}
                onClick={() => {
                  onClose();
                  entry.onSelect?.();
                }}
              >
                {entry.label}
              </button>
            )}
          </li>
        ));
        if (!section.title) return entries;
        const titleId = `${id}-g${index}`;
        return (
          <li key={section.title} role="none" className="header-popup-group">
            <span id={titleId} className="header-popup-title">
              {section.title}
            </span>
            <ul role="group" aria-labelledby={titleId}>
              {entries}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The signed-in header's menu bar: links, and submenus that open on hover, click or the keyboard
 * (the WAI-ARIA menubar keys: arrows, Home, End, Escape). In place of antd's Menu, whose overflow
 * measuring and popup engine cost every signed-in page ≈ 37 kB of gzip JavaScript (issue 17).
 * Links keep both roles, a `menuitem` holding an ordinary link, as antd's did.
 */
export function HeaderMenu({ items, label }: { items: readonly HeaderItem[]; label: string }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ key: string; by: 'hover' | 'press' } | null>(null);
  const bar = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const baseId = useId();

  useEffect(() => setOpen(null), [pathname]);
  // Escape from inside a list also returns focus to its title (onBarKeyDown).
  useDismiss(Boolean(open), bar, () => setOpen(null));
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const popupId = (key: string) => `${baseId}-${key}`;
  const popupOf = (key: string) => document.getElementById(popupId(key));
  const openAndFocus = (key: string, where: 'first' | 'last') => {
    setOpen({ key, by: 'press' });
    // The list is drawn by this update; focus moves once it is there.
    requestAnimationFrame(() => moveFocus(focusables(popupOf(key), ENTRY), where));
  };
  const focusTrigger = (key: string) => bar.current?.querySelector<HTMLElement>(`[data-menu="${key}"]`)?.focus();

  const onBarKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const tops = focusables(bar.current, TOP);
    const inPopup = (event.target as HTMLElement).classList.contains('header-popup-item');
    const key = event.key;
    if (inPopup && open) {
      const entries = focusables(popupOf(open.key), ENTRY);
      const moves: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
      if (key in moves) moveFocus(entries, moves[key]!);
      else if (key === 'Escape') focusTrigger(open.key);
      else if (key === 'ArrowLeft' || key === 'ArrowRight') {
        const from = open.key;
        setOpen(null);
        focusTrigger(from);
        moveFocus(tops, key === 'ArrowLeft' ? -1 : 1);
      } else return; // Tab moves on as usual; the focus leaving closes the menu (onBlur below).
      event.preventDefault();
      return;
    }
    const moves: Record<string, number | 'first' | 'last'> = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' };
    if (key in moves) {
      event.preventDefault();
      moveFocus(tops, moves[key]!);
    }
  };

  const hover = (key: string) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    setOpen((now) => (now?.key === key ? now : { key, by: 'hover' }));
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    // A short grace, so a pointer crossing a gap on its way into the list does not close it.
    closeTimer.current = setTimeout(() => setOpen((now) => (now?.by === 'hover' ? null : now)), 150);
  };

  return (
    <nav aria-label={label} className="header-nav">
      <ul ref={bar} role="menubar" aria-label={label} className="header-menu" onKeyDown={onBarKeyDown}>
        {items.map((item) => {
          if (item.kind === 'link') {
            const current = samePath(item.to, pathname);
            return (
              <li key={item.key} role="menuitem">
                <Link to={item.to} className={current ? 'header-menu-top is-selected' : 'header-menu-top'} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          }
          const isOpen = open?.key === item.key;
          const holdsCurrent = item.sections.some((s) => s.entries.some((e) => e.to && samePath(e.to, pathname)));
          return (
            <li
              key={item.key}
              role="none"
              className="header-menu-parent"
              onPointerEnter={hover(item.key)}
              onPointerLeave={leave}
              // Focus moving on (Tab) closes it. Focus going nowhere is a click, which the outside
              // check handles: Safari does not focus what is clicked, so closing here would lose the click.
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && !event.currentTarget.contains(next)) setOpen((now) => (now?.key === item.key && now.by === 'press' ? null : now));
              }}
            >
              <button
                type="button"
                role="menuitem"
                data-menu={item.key}
                className={holdsCurrent ? 'header-menu-top is-selected' : 'header-menu-top'}
                aria-haspopup="menu"
                aria-expanded={isOpen}
                aria-controls={popupId(item.key)}
                onClick={() => setOpen((now) => (now?.key === item.key && now.by === 'press' ? null : { key: item.key, by: 'press' }))}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    openAndFocus(item.key, 'first');
                  } else if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    openAndFocus(item.key, 'last');
                  }
                }}
              >
                {item.icon}
                {item.icon ? <span className="header-menu-icon-label">{item.label}</span> : item.label}
                <span className="header-menu-caret" aria-hidden />
              </button>
              {isOpen && <Submenu item={item} id={popupId(item.key)} pathname={pathname} onClose={() => setOpen(null)} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
