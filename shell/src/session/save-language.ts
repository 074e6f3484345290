import { api, unwrap } from '@clinic/api-client';
import type { UserInfo } from '@clinic/contracts';
import type { Language } from '@clinic/i18n';

let queue: Promise<unknown> = Promise.resolve();
let latest = 0;

/**
 * Saves the language on the account, one save after another. Right after sign-in the shell saves the
 * language being read on an account that has none; a person who picks the other language a moment
 * later sends a second save, and on separate connections the first could land last and undo the
 * choice. In order, the latest choice is the one the account keeps.
 *
 * `onSaved` gets the saved account only when no later save was asked for meanwhile: the answer to an
 * earlier save must not put the earlier language back into the stored session (a reload would then
 * switch the page back to it).
 */
export async function saveLanguage(language: Language, onSaved: (user: UserInfo) => void): Promise<void> {
  const request = ++latest;
  const save = queue.then(() => unwrap(api.PUT('/api/users/profile', { body: { language } })));
  queue = save.catch(() => undefined);
  const user = await save;
  if (request === latest) onSaved(user);
}
