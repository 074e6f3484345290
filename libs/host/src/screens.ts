import { type Role, type ScreenHeadingDeclaration, screenHeadingKey } from '@clinic/contracts';
import type { RemoteRoute } from './remote-module';

/** A screen as a remote writes it: its title as a key of the remote's catalogue, `routes.<titleKey>`. */
export type ScreenDeclaration = Omit<RemoteRoute, 'title' | 'heading'> & { titleKey: string };

/**
 * Turns a remote's screen declarations into routes whose title and heading are read in the language
 * shown at the moment (`translate` reads the remote's catalogue), not fixed when the remote loads.
 * The heading, which the shell draws while the screen's code loads, is the one the remote's
 * headings.json declares for the path (also written into its manifest, so the shell has it before
 * the code); a screen whose heading depends on data (a client's name) declares none.
 *
 * An entry point of its own, not part of `@clinic/host`: that library is shared at run time from the
 * shell's first file, where this would weigh on every page, the sign-in page's included (issue 17).
 */
export function translatedScreens(translate: (key: string) => string, headings: Readonly<Record<string, ScreenHeadingDeclaration>>) {
  return ({ titleKey, ...screen }: ScreenDeclaration): RemoteRoute => {
    const declared = headings[screen.path];
    return {
      ...screen,
      get title() {
        return translate(`routes.${titleKey}`);
      },
      ...(declared !== undefined && {
        heading: (role: Role | undefined) => {
          const key = screenHeadingKey(declared, role);
          return key ? translate(key) : undefined;
        },
      }),
    };
  };
}
