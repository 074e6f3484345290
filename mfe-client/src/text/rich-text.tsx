import { Fragment, type ReactNode } from 'react';

type Parts = Record<string, (children: string) => ReactNode>;

/**
 * A translated sentence with marked parts, `… <link>message</link> …`, each part drawn by its
 * function: the words around a link stay one catalogue text, so Hindi can order them its own way.
 * (react-i18next's Trans would do it, but react-i18next is shared only inside @clinic/i18n.)
 */
export function richText(text: string, parts: Parts): ReactNode {
  const nodes: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (const match of text.matchAll(tag)) {
    const [whole, name, inner] = match;
    nodes.push(text.slice(at, match.index));
    const draw = parts[name];
    nodes.push(<Fragment key={nodes.length}>{draw ? draw(inner) : inner}</Fragment>);
    at = match.index + whole.length;
  }
  nodes.push(text.slice(at));
  return nodes;
}
