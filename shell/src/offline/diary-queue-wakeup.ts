/** Where the client remote's food diary keeps entries logged offline (mfe-client/src/features/diary/diary-queue.ts). */
const DIARY_QUEUE_PREFIX = 'clinic.diaryQueue.';

/**
 * Whether this user has diary entries waiting on the device. The shell then fetches the client
 * remote after the first paint, whatever screen the app opened on, and the remote sends them: an
 * entry logged offline goes out on the app's next start, not only once the diary is opened again.
 */
export function hasQueuedDiaryEntries(userId: string): boolean {
  try {
    return localStorage.getItem(`${DIARY_QUEUE_PREFIX}${userId}`) !== null;
  } catch {
    return false;
  }
}
