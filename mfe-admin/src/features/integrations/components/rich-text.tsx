import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with `<0/>`, `<1/>` where elements go (a code sample, a link), so that a
 * translation can put them where its word order wants them.
 */
export function withElements(text: string, elements: ReactNode[]): ReactNode[] {
  return text.split(/<(\d+)\/>/).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[Number(part)]}</Fragment> : part));
}
