/**
 * The localStorage prefix of each user's diary queue (`clinic.diaryQueue.<userId>`), apart from the
 * queue's code so the routes module can look for waiting entries without loading it. The shell
 * looks for the same key (shell/src/offline/diary-queue-wakeup.ts).
 */
export const DIARY_QUEUE_PREFIX = 'clinic.diaryQueue.';

/** Whether anyone's diary entries wait on this device (storage refused: none can). */
export function hasWaitingDiaryEntries(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(DIARY_QUEUE_PREFIX));
  } catch {
    return false;
  }
}
