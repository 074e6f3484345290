import { Fragment, type ReactNode } from 'react';

type Parts = Record<string, (text: string) => ReactNode>;

/**
 * A translated sentence with marked parts, `New here? <register>Create an account</register>`, as
 * React nodes: each `<name>…</name>` is drawn by `parts[name]` (a link, a bold word), wherever each
 * language puts it in the sentence. Tags do not nest; an unknown tag shows its text. (react-i18next's
 * Trans does this too, with more than the apps need, on the sign-in page's bytes.)
 */
export function richText(text: string, parts: Parts): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/gs)) {
    const at = match.index ?? 0;
    nodes.push(<Fragment key={`text-${last}`}>{text.slice(last, at)}</Fragment>);
    const draw = parts[match[1]];
    nodes.push(<Fragment key={`part-${at}`}>{draw ? draw(match[2]) : match[2]}</Fragment>);
    last = at + match[0].length;
  }
  nodes.push(<Fragment key={`text-${last}`}>{text.slice(last)}</Fragment>);
  return nodes;
}
