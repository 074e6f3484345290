import { onlineManager } from '@tanstack/react-query';
import { api, unwrap } from '@clinic/api-client';
import { startDiarySync } from './diary-queue';

/**
 * Sends what waits in the signed-in user's diary queue when the app starts on any screen (the
 * shell fetches this remote for it: shell/src/offline/diary-queue-wakeup.ts). Who is signed in is
 * asked of the server: the session cookie, not the device, says whose entries these may be.
 */
export function sendWaitingDiaryEntries(): void {
  const send = () =>
    unwrap(api.GET('/api/users/profile')).then(
      (me) => startDiarySync(me._id),
      () => undefined,
    );
  if (onlineManager.isOnline()) return void send();
  const stop = onlineManager.subscribe((online) => {
    if (!online) return;
    stop();
    void send();
  });
}
