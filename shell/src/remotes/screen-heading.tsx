import { useCurrentUser } from '@clinic/host';
import { currentLanguage, useTranslation } from '@clinic/i18n';
import { useDeclaredHeading } from './use-remote';

/**
 * A screen's heading drawn by the shell while the screen's code loads, with the look of the h1 the
 * screen then draws in its place (index.html's `.screen-heading`, no antd needed): on a phone it
 * is the page's largest paint, and it came only after the remote's runtime and routes (issue 17).
 * Hidden from screen readers and not a heading: the screen's own h1 is the one they meet.
 */
export function ScreenHeadingPlaceholder({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="screen-heading" aria-hidden>
      {text}
    </div>
  );
}

/** The placeholder for the screen at `pathname`, from its remote's manifest (nothing until that is read). */
export function DeclaredScreenHeading({ pathname }: { pathname: string }) {
  const role = useCurrentUser()?.role;
  // The shell's namespace, there from the first render (useLanguage's would suspend this placeholder until it arrives).
  const { i18n } = useTranslation('shell');
  const text = useDeclaredHeading(pathname, role, currentLanguage(i18n.resolvedLanguage ?? i18n.language));
  return <ScreenHeadingPlaceholder text={text} />;
}
