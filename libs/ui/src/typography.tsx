import { ConfigContext } from 'antd/es/config-provider/context';
import useTypographyStyle from 'antd/es/typography/style';
import { type AnchorHTMLAttributes, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { joined } from './class-names';

/**
 * Headings and text drawn exactly as antd's Typography draws them (its classes and its own style
 * hook), without the component: antd's Typography imports Input (for its editable mode) and
 * Tooltip with its popup engine (for copy and ellipsis tooltips), about 15 kB gzip on every page
 * that shows a heading, although no screen edits or copies text (issue 17). What the screens use
 * is here: levels, tones, bold, one-line ellipsis, links.
 */
export type TextTone = 'secondary' | 'success' | 'warning' | 'danger';

interface Look {
  type?: TextTone;
  /** One line, cut with "…" (CSS only, as antd's `ellipsis` without a tooltip). */
  ellipsis?: boolean;
  link?: boolean;
}

function useTypographyClass({ type, ellipsis, link }: Look, className?: string): string {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  return joined(
    prefixCls,
    type && `${prefixCls}-${type}`,
    ellipsis && `${prefixCls}-ellipsis ${prefixCls}-ellipsis-single-line`,
    link && `${prefixCls}-link`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    hashId,
    cssVarCls,
    className,
  );
}

type Own<T> = Omit<T, 'type'> & Omit<Look, 'link'>;

export interface TitleProps extends Own<HTMLAttributes<HTMLHeadingElement>> {
  level?: 1 | 2 | 3 | 4 | 5;
}

export function Title({ level = 1, type, ellipsis, className, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...rest} className={useTypographyClass({ type, ellipsis }, className)} />;
}

export interface TextProps extends Own<HTMLAttributes<HTMLSpanElement>> {
  strong?: boolean;
}

export function Text({ type, ellipsis, strong, className, children, ...rest }: TextProps) {
  return (
    <span {...rest} className={useTypographyClass({ type, ellipsis }, className)}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

export type ParagraphProps = Own<HTMLAttributes<HTMLDivElement>>;

/** A block of text with a paragraph's spacing below it (a `div`, as antd's Paragraph). */
export function Paragraph({ type, ellipsis, className, ...rest }: ParagraphProps) {
  return <div {...rest} className={useTypographyClass({ type, ellipsis }, className)} />;
}

export interface TextLinkProps extends Own<AnchorHTMLAttributes<HTMLAnchorElement>> {
  children: ReactNode;
}

/** A plain `<a>` for links outside the app's routes (`tel:`, `mailto:`, files). */
export function TextLink({ type, ellipsis, className, ...rest }: TextLinkProps) {
  return <a {...rest} className={useTypographyClass({ type, ellipsis, link: true }, className)} />;
}
