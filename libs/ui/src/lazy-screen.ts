import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen whose code loads on first render, or earlier through `preload()`. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A remote's screen, loaded on first visit. It also offers `preload()`: when a page is opened
 * directly on this screen, the shell calls it as soon as the remote's routes arrive, so the screen's
 * code downloads while the shell is still rendering (see libs/host/README.md).
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(start), { preload: start });
}
